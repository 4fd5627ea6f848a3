import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';
import { resolve } from 'node:path';
import { start as startModules } from '../src/app/router/page-speed.ts';
import { chunkWithModule, findChunkWithModule, isShopPage, startModulePath, startRequestsModulePath, staticClosure } from './vite-build-output.ts';

type OutputBundle = Rolldown.OutputBundle;

/**
 * The entry (src/app/main.ts) imports the app (src/app/start.tsx) only after the static shell is painted
 * (decision 024), but its modules must not wait for that to start downloading: the HTML preloads the
 * start chunks (start-requests.ts, which the entry runs at once, and start.tsx) and everything they import
 * statically, as Vite does for the entry's own imports. Downloading
 * and parsing happen while the shell paints; only evaluating them waits. A mock build (the demo) also
 * preloads its mock API (mocks/browser.ts and what it imports), which start.tsx imports first thing: before,
 * its download began only once the start chunk had been evaluated — at low priority, after what the shell and
 * the start chunk need (decision 026).
 */

/** A chunk and every chunk it imports statically, by file name. */
const closureIn = (bundle: OutputBundle, fileName: string) =>
  staticClosure([fileName], (name) => {
    const chunk = bundle[name];
    return chunk?.type === 'chunk' ? chunk.imports : [];
  });

export const preloadStart = (): Plugin => {
  let base = '/';
  let root = process.cwd();
  return {
    name: 'storefront:preload-start',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    transformIndexHtml(_html, { bundle, chunk: entry, filename }) {
      if (!bundle || !entry || !isShopPage(filename, root)) return [];
      const requests = chunkWithModule(bundle, startRequestsModulePath(root), `src/${startModules.requests} to preload`);
      const start = chunkWithModule(bundle, startModulePath(root), `src/${startModules.render} to preload`);
      const already = closureIn(bundle, entry.fileName);
      const forRequests = [...closureIn(bundle, requests.fileName)].filter((fileName) => !already.has(fileName));
      const forApp = [...closureIn(bundle, start.fileName)].filter((fileName) => !already.has(fileName) && !forRequests.includes(fileName));
      const mock = findChunkWithModule(bundle, resolve(root, 'mocks/browser.ts'));
      const forMock = mock ? [...closureIn(bundle, mock.fileName)].filter((fileName) => !already.has(fileName) && !forRequests.includes(fileName) && !forApp.includes(fileName)) : [];
      const link = (fileName: string, low = false, app = false): HtmlTagDescriptor => ({
        tag: 'link',
        attrs: { rel: 'modulepreload', ...(app ? { 'data-app': '' } : {}), crossorigin: '', href: `${base}${fileName}`, ...(low ? { fetchpriority: 'low' } : {}) },
        injectTo: 'head',
      });
      // The requests' chunk at high priority: the entry runs it once the shell is painted, and the opened page's
      // requests leave from it. The large chunk at low priority (decision 028): the shell's first paint does
      // not need it, and on a phone's network the requests' chunk and the messages should arrive before it. The
      // mock's chunks at low priority too: they must not hold back the shell's first paint either. The large
      // chunk's links are marked `data-app`: a lead page (home, the shop, a product) goes without them (decisions
      // 034, 035; vite-plugin-locale-shells.ts).
      // The large chunk's stylesheet (the lead one, vite-plugin-griffel-css.ts, decision 043) with it, the same way: the
      // chunk runs once it is in, so it must not start downloading only when the chunk is imported.
      const appCss = forApp.flatMap((fileName) => {
        const chunk = bundle[fileName];
        return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
      });
      const style = (fileName: string): HtmlTagDescriptor => ({
        tag: 'link',
        attrs: { rel: 'preload', 'data-app': '', as: 'style', href: `${base}${fileName}`, fetchpriority: 'low' },
        injectTo: 'head',
      });
      return [
        ...forRequests.map((fileName) => link(fileName)),
        ...forApp.map((fileName) => link(fileName, true, true)),
        ...appCss.map(style),
        ...forMock.map((fileName) => link(fileName, true)),
      ];
    },
  };
};
