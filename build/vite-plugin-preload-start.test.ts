// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hookOf } from './plugin-hooks';
import { entryModulePath, startModulePath, startRequestsModulePath } from './vite-build-output';
import { preloadStart } from './vite-plugin-preload-start';

const root = '/shop';
const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], css: string[] = []) => ({
  type: 'chunk' as const,
  fileName,
  moduleIds,
  imports,
  viteMetadata: { importedCss: new Set(css) },
});

/** A build: the entry, the requests' chunk, the app's chunk (with its stylesheet), a shared chunk, and the mock when `mock`. */
function bundle(mock: boolean) {
  const chunks = [
    chunk('assets/main.js', [entryModulePath(root)], ['assets/preload-helper.js']),
    chunk('assets/preload-helper.js', ['\0vite/preload-helper.js']),
    chunk('assets/start-requests.js', [startRequestsModulePath(root)], ['assets/preload-helper.js']),
    chunk('assets/start.js', [startModulePath(root)], ['assets/start-requests.js', 'assets/vendor.js'], ['assets/start.css']),
    chunk('assets/vendor.js', [`${root}/node_modules/react/index.js`]),
    ...(mock ? [chunk('assets/browser.js', [`${root}/mocks/browser.ts`], ['assets/vendor.js', 'assets/msw.js']), chunk('assets/msw.js', ['msw'])] : []),
  ];
  return Object.fromEntries(chunks.map((each) => [each.fileName, each]));
}

function preloads(build: ReturnType<typeof bundle>, filename = `${root}/index.html`) {
  const plugin = preloadStart();
  hookOf(plugin, 'configResolved')({ base: '/', root });
  const tags = hookOf(plugin, 'transformIndexHtml')('<html></html>', { bundle: build, chunk: build['assets/main.js'], filename }) as { attrs: Record<string, string> }[];
  return tags.map(({ attrs }) => attrs);
}

describe('vite-plugin-preload-start', () => {
  it("preloads the start chunks from the HTML: the requests' first, the app's (and its stylesheet) at low priority, marked data-app", () => {
    expect(preloads(bundle(false))).toEqual([
      { rel: 'modulepreload', crossorigin: '', href: '/assets/start-requests.js' },
      { rel: 'modulepreload', 'data-app': '', crossorigin: '', href: '/assets/start.js', fetchpriority: 'low' },
      { rel: 'modulepreload', 'data-app': '', crossorigin: '', href: '/assets/vendor.js', fetchpriority: 'low' },
      { rel: 'preload', 'data-app': '', as: 'style', href: '/assets/start.css', fetchpriority: 'low' },
    ]);
  });

  it("in a mock build, also the mock's chunks at low priority, each file once", () => {
    const mockLinks = preloads(bundle(true)).filter(({ href }) => href === '/assets/browser.js' || href === '/assets/msw.js');
    expect(mockLinks).toEqual([
      { rel: 'modulepreload', crossorigin: '', href: '/assets/browser.js', fetchpriority: 'low' },
      { rel: 'modulepreload', crossorigin: '', href: '/assets/msw.js', fetchpriority: 'low' },
    ]);
    expect(preloads(bundle(true)).filter(({ href }) => href === '/assets/vendor.js')).toHaveLength(1);
  });

  it("leaves other pages alone (Storybook's) and fails a shop build without its start chunks", () => {
    expect(preloads(bundle(false), `${root}/.storybook/iframe.html`)).toEqual([]);
    const broken = bundle(false);
    delete (broken as Record<string, unknown>)['assets/start.js'];
    expect(() => preloads(broken)).toThrow(/src\/app\/start.tsx/);
  });
});
