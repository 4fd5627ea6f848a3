import type { Plugin } from 'vite';
import { startModulePath, startRequestsModulePath } from './vite-build-output.ts';

/**
 * Packages reached through a barrel (`@fluentui/react-components` re-exports every Fluent package, most of
 * which the start does not use: tree-shaking drops them from it later, but a graph walk cannot tell). The
 * walk does not enter them; the parts the start really uses still join its chunk, as dependencies of the
 * modules captured (the group's default `includeDependenciesRecursively`), and the rest keep the default
 * splitting.
 */
const BARRELLED = /node_modules\/(@fluentui|@griffel|tabster|keyborg|@floating-ui)\//;

/**
 * Vite's dynamic-import preloader is used by the entry too: in the start chunk it would make the entry
 * import that chunk statically, so the start would run before the shell is painted, and a failed start
 * chunk would leave the entry unable to show the failure screen. It gets a chunk of its own, first.
 */
const SHARED_WITH_ENTRY = /vite\/preload-helper/;

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

/**
 * Everything the app's start needs in two chunks (decisions 028-lead, 032-lead). What src/app/start.tsx
 * imports statically (React, Fluent's core, the shell, …) is needed on every page before the first render,
 * yet the default splitting cut it into ~30 files by which lazy pages share each part. Over HTTP/1.1 (six
 * connections per origin) thirty requests are five round trips one after the other on a phone's network.
 * One chunk is one request; lazy pages import from it what they share with it.
 *
 * The opened page's requests (src/app/start-requests.ts: the HTTP and query clients, the route table) are a
 * smaller chunk of their own, taken first: the entry runs it at once, so those requests leave while the large
 * chunk is still arriving. What both need belongs to it.
 *
 * The sets are the two modules' static import graphs, known once every module is parsed (buildEnd); chunks
 * are made after that, when the groups' tests read them.
 */
export const startChunk = (): Plugin => {
  let root = process.cwd();
  let startGraph = new Set<string>();
  let requestsGraph = new Set<string>();
  return {
    name: 'storefront:start-chunk',
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
                { name: 'preload-helper', test: SHARED_WITH_ENTRY, priority: 3 },
                { name: 'start-requests', test: (id: string) => requestsGraph.has(id), priority: 2 },
                { name: 'start', test: (id: string) => startGraph.has(id), priority: 1 },
              ],
            },
          },
        },
      },
    }),
    buildEnd() {
      const startModule = startModulePath(root);
      if (!this.getModuleInfo(startModule)) {
        // Storybook and other builds of this config
        startGraph = new Set();
        requestsGraph = new Set();
        return;
      }
      const importsOf = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      requestsGraph = staticGraph(startRequestsModulePath(root), importsOf);
      startGraph = staticGraph(startModule, importsOf);
    },
  };
};
