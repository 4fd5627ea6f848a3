// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hookOf } from './plugin-hooks';
import { entryModulePath, leadPagePath, leadParts, startModulePath, startRequestsModulePath } from './vite-build-output';
import { chunkGroups } from './vite-plugin-chunk-groups';

const root = '/shop';
const src = (path: string) => `${root}/src/${path}`;
const page = (name: string) => src(`features/account/${name}-page.tsx`);
const [home, shop, product] = (['home', 'shop', 'product'] as const).map((name) => leadPagePath(root, name));
const PRELOAD_HELPER = '\0vite/preload-helper.js';
const REACT = `${root}/node_modules/react/index.js`;
const FLUENT = `${root}/node_modules/@fluentui/react-components/lib/index.js`;

/** A small app: module → its static imports; the pages are imported with `import()` by the route table. */
const graph: Record<string, string[]> = {
  [entryModulePath(root)]: [PRELOAD_HELPER, src('lib/after-next-paint.ts')],
  [startRequestsModulePath(root)]: [src('api/http.ts'), src('lib/after-next-paint.ts')],
  [startModulePath(root)]: [REACT, FLUENT, src('app/shell.tsx')],
  [home!]: [src('components/link.tsx')],
  [shop!]: [src('components/link.tsx'), src('features/catalog/product-card.tsx')],
  [product!]: [src('components/link.tsx'), src('features/catalog/product-card.tsx')],
  [page('cart')]: [src('components/breadcrumbs.tsx')],
  [page('orders')]: [src('components/breadcrumbs.tsx'), src('features/account/orders-table.tsx')],
  [page('wallet')]: [src('components/breadcrumbs.tsx')],
  // The parts the lead pages and the frame declare (src/app/router/page-speed.ts), each a chunk of its own.
  ...Object.fromEntries(leadParts(root).map((part) => [part, []])),
};
const pages = [home!, shop!, product!, page('cart'), page('orders'), page('wallet')];

interface Group {
  name: string;
  test: (id: string) => boolean;
}

/** The plugin's chunk groups once `buildEnd` has read `modules` (by default the app above). */
function groupsAfterBuild(modules = graph, lazyPages = pages) {
  const plugin = chunkGroups();
  hookOf(plugin, 'configResolved')({ root });
  const config = hookOf(plugin, 'config')() as { build: { rolldownOptions: { output: { codeSplitting: { groups: Group[] } } } } };
  const errors: string[] = [];
  const context = {
    getModuleIds: () => Object.keys(modules)[Symbol.iterator](),
    getModuleInfo: (id: string) => (id in modules ? { importedIds: modules[id], dynamicImporters: lazyPages.includes(id) ? [src('app/router/page-chunks.ts')] : [] } : null),
    error: (message: string) => {
      errors.push(message);
    },
  };
  hookOf(plugin, 'buildEnd', context)();
  const groupOf = (id: string) => config.build.rolldownOptions.output.codeSplitting.groups.find((group) => group.test(id))?.name;
  return { groupOf, errors, plugin };
}

describe('vite-plugin-chunk-groups', () => {
  it('puts start-up in two chunks — the opened page’s requests first, then the app — and what the entry shares with them apart', () => {
    const { groupOf, errors } = groupsAfterBuild();
    expect(errors).toEqual([]);
    expect(groupOf(src('api/http.ts'))).toBe('start-requests');
    expect(groupOf(REACT)).toBe('start');
    expect(groupOf(src('app/shell.tsx'))).toBe('start');
    expect(groupOf(src('lib/after-next-paint.ts'))).toBe('preload-helper');
    expect(groupOf(PRELOAD_HELPER)).toBe('preload-helper');
    // A barrel is not walked: what the start really uses of it joins as a dependency, the rest keeps the default splitting.
    expect(groupOf(FLUENT)).toBeUndefined();
  });

  it("groups the pages' shared modules: with home, with half the pages, between the shop and the product page", () => {
    const { groupOf } = groupsAfterBuild();
    expect(groupOf(src('components/link.tsx'))).toBe('lead-common');
    expect(groupOf(src('components/breadcrumbs.tsx'))).toBe('pages-common');
    expect(groupOf(src('features/catalog/product-card.tsx'))).toBe('catalog');
    expect(groupOf(src('features/account/orders-table.tsx'))).toBeUndefined();
    expect(groupOf(page('orders'))).toBeUndefined();
  });

  it('fails the build when a lead page is no longer a lazy page', () => {
    const { errors } = groupsAfterBuild(graph, pages.filter((id) => id !== home));
    expect(errors).toEqual([expect.stringContaining(home!)]);
  });

  it('groups nothing in a build without the start module (Storybook)', () => {
    const { groupOf, errors } = groupsAfterBuild({ [src('stories.tsx')]: [REACT] }, []);
    expect(errors).toEqual([]);
    expect(groupOf(REACT)).toBeUndefined();
  });

  it('fails the build when the entry imports a start chunk statically (it would wait for it before painting the shell)', () => {
    const { plugin } = groupsAfterBuild();
    const chunk = (fileName: string, moduleIds: string[], imports: string[] = []) => ({ type: 'chunk', fileName, moduleIds, imports });
    const bundle = (entryImports: string[]) => ({
      'main.js': chunk('main.js', [entryModulePath(root)], entryImports),
      'start.js': chunk('start.js', [startModulePath(root)]),
      'start-requests.js': chunk('start-requests.js', [startRequestsModulePath(root)]),
    });
    const errors: string[] = [];
    const generateBundle = hookOf(plugin, 'generateBundle', { error: (message: string) => errors.push(message) });
    generateBundle({}, bundle(['preload-helper.js']));
    expect(errors).toEqual([]);
    generateBundle({}, bundle(['start.js']));
    expect(errors).toEqual([expect.stringContaining('start.js')]);
  });

  it('fails the build, naming it, when a module the pages declare is not in the build (moved or renamed)', () => {
    const [footer] = leadParts(root);
    const { errors } = groupsAfterBuild(Object.fromEntries(Object.entries(graph).filter(([id]) => id !== footer)));
    expect(errors).toEqual([expect.stringContaining(`page-speed.ts declares modules the build does not have (moved or renamed?): ${footer}`)]);
  });
});
