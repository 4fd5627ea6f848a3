import type { Plugin } from 'vite';
import { entryModulePath, findChunkWithModule, isPageModule, leadPagePath, leadPagePaths, startModulePath, startRequestsModulePath, undeclaredModules } from './vite-build-output.ts';

/**
 * Packages reached through a barrel (`@fluentui/react-components` re-exports every Fluent package, most of
 * which the start does not use: tree-shaking drops them from it later, but a graph walk cannot tell). The
 * walk does not enter them; the parts the start really uses still join its chunk, as dependencies of the
 * modules captured (the group's default `includeDependenciesRecursively`), and the rest keep the default
 * splitting. An icon family's module (`@fluentui/react-icons/svg/<family>`, decision 065) is no barrel: the walk
 * enters it, so a page's icons join the group of the page's other modules instead of a file of their own.
 */
const BARRELLED = /node_modules\/(@fluentui\/(?!react-icons\/lib\/atoms\/)|@griffel\/|tabster\/|keyborg\/|@floating-ui\/)/;

/**
 * What the entry shares with the start chunks (Vite's dynamic-import preloader, a helper of ours): in a start
 * chunk it would make the entry import that chunk statically, so the entry would wait for the large chunk to
 * arrive before painting anything, the start would run before the shell is painted, and a failed start chunk
 * would leave the entry unable to show the failure screen. It gets a chunk of its own, first.
 */
const PRELOAD_HELPER = /vite\/preload-helper/;

/** A module's static import graph, without the barrelled packages. */
function staticGraph(start: string, importsOf: (id: string) => readonly string[]): Set<string> {
  const graph = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (graph.has(id) || BARRELLED.test(id)) continue;
    graph.add(id);
    queue.push(...importsOf(id));
  }
  return graph;
}

/** A lazy page: a module of ours that some module imports with `import()` (the route table's pages). */
const isLazyPage = (id: string, dynamicImporters: readonly string[]) => dynamicImporters.length > 0 && isPageModule(id);

/**
 * The build's chunks, in groups (decisions 024, 028, 030).
 *
 * Start-up: what src/app/start.tsx imports statically (React, Fluent's core, the shell, …) is needed on every
 * page before the first render, yet the default splitting cut it into ~30 files by which lazy pages share each
 * part. Over HTTP/1.1 (six connections per origin) thirty requests are five round trips one after the other on
 * a phone's network. One chunk is one request; lazy pages import from it what they share with it. The opened
 * page's requests (src/app/start-requests.ts: the HTTP and query clients, the route table) are a smaller chunk
 * of their own, taken first: the entry runs it at once, so those requests leave while the large chunk is still
 * arriving. What both need belongs to it.
 *
 * Pages: the default splitting gives each set of pages sharing a module a chunk of its own, so the home page
 * loaded 23 files after start-up, the shop 28 — small files that each hold a share of a phone's line while
 * waiting a round trip, beside the large start chunk still arriving. Three groups make them few:
 * - `lead-common`: what home shares with another page a shopper lands on (shop, product page): links, pictures
 *   with their fallback, the product card's skeleton, structured data, the failure notices;
 * - `pages-common`: what at least half of the lazy pages import (breadcrumbs);
 * - `catalog`: what the shop and the product page share and home does not import (the product grid and card,
 *   prices, cart controls, …): home draws its cards only when they come into view (decision 037) and loads
 *   this chunk then. The other pages that use some of it (cart, wishlist, listings by category or brand) take
 *   the whole chunk, most of it theirs too.
 * A page's own modules, and what only a few other pages share, keep the default splitting.
 *
 * The sets are static import graphs, known once every module is parsed (buildEnd); chunks are made after that,
 * when the groups' tests read them. A group also takes the dependencies of what it captures that no group of
 * a higher priority took (rolldown's `includeDependenciesRecursively`) — but `pages-common` and `catalog`: an
 * icon module of Fluent holds icons of several pages (the banner's chevrons beside the breadcrumbs'), and taken
 * into one of them it brought that whole chunk to home. Their dependencies keep the default splitting.
 */
export const chunkGroups = (): Plugin => {
  let root = process.cwd();
  let startGraph = new Set<string>();
  let requestsGraph = new Set<string>();
  let sharedWithEntry = new Set<string>();
  let pagesCommon = new Set<string>();
  let leadCommon = new Set<string>();
  let catalog = new Set<string>();
  return {
    name: 'storefront:chunk-groups',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'preload-helper', test: (id: string) => PRELOAD_HELPER.test(id) || sharedWithEntry.has(id), priority: 6 },
                { name: 'start-requests', test: (id: string) => requestsGraph.has(id), priority: 5 },
                { name: 'start', test: (id: string) => startGraph.has(id), priority: 4 },
                { name: 'lead-common', test: (id: string) => leadCommon.has(id), priority: 3 },
                { name: 'pages-common', test: (id: string) => pagesCommon.has(id), priority: 2, includeDependenciesRecursively: false },
                { name: 'catalog', test: (id: string) => catalog.has(id), priority: 1, includeDependenciesRecursively: false },
              ],
            },
          },
        },
      },
    }),
    buildEnd() {
      const startModule = startModulePath(root);
      const importsOf = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      if (!this.getModuleInfo(startModule)) {
        // Storybook and other builds of this config
        [startGraph, requestsGraph, sharedWithEntry, pagesCommon, leadCommon, catalog] = [new Set(), new Set(), new Set(), new Set(), new Set(), new Set()];
        return;
      }
      requestsGraph = staticGraph(startRequestsModulePath(root), importsOf);
      startGraph = staticGraph(startModule, importsOf);
      const entry = entryModulePath(root);
      sharedWithEntry = new Set([...staticGraph(entry, importsOf)].filter((id) => id !== entry && (startGraph.has(id) || requestsGraph.has(id))));

      const pages = [...this.getModuleIds()].filter((id) => isLazyPage(id, this.getModuleInfo(id)?.dynamicImporters ?? []));
      const isPage = new Set(pages);
      const afterStart = (id: string) => !startGraph.has(id) && !requestsGraph.has(id) && !isPage.has(id);
      const pageGraphs = new Map(pages.map((page) => [page, [...staticGraph(page, importsOf)].filter(afterStart)]));
      const importers = new Map<string, string[]>();
      for (const [page, graph] of pageGraphs) for (const id of graph) importers.set(id, [...(importers.get(id) ?? []), page]);

      const undeclared = undeclaredModules(root, (id) => this.getModuleInfo(id) !== null);
      if (undeclared.length > 0) this.error(`src/app/router/page-speed.ts declares modules the build does not have (moved or renamed?): ${undeclared.join(', ')}`);
      const leadPages = new Set(leadPagePaths(root));
      const missing = [...leadPages].filter((page) => !isPage.has(page));
      if (missing.length > 0) this.error(`The lead pages are not lazy pages of the build any more: ${missing.join(', ')}`);
      const home = leadPagePath(root, 'home');
      const sharedByLeadPages = [...importers].filter(([, of]) => of.filter((page) => leadPages.has(page)).length >= 2);
      leadCommon = new Set(sharedByLeadPages.filter(([, of]) => of.includes(home)).map(([id]) => id));
      pagesCommon = new Set([...importers].filter(([id, of]) => !leadCommon.has(id) && of.length >= pages.length / 2).map(([id]) => id));
      catalog = new Set(sharedByLeadPages.filter(([id, of]) => !pagesCommon.has(id) && !of.includes(home)).map(([id]) => id));
    },
    generateBundle(_options, bundle) {
      // The entry must paint the shell with what it has: a static import of a start chunk would make it wait for
      // that chunk (and fail with it). A module shared with them belongs to sharedWithEntry's chunk.
      const entry = findChunkWithModule(bundle, entryModulePath(root));
      if (!entry) return;
      const starts = [startModulePath(root), startRequestsModulePath(root)].map((id) => findChunkWithModule(bundle, id)?.fileName);
      const waited = entry.imports.filter((fileName) => starts.includes(fileName));
      if (waited.length > 0) this.error(`The entry imports a start chunk statically (${waited.join(', ')}): it would wait for it before painting the shell`);
    },
  };
};
