import type { Plugin } from 'vite';
import { startModulePath } from './vite-build-output.ts';

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

/**
 * Everything the app's start needs in one chunk (decision 028-lead). What src/app/start.tsx imports
 * statically (React, Fluent's core, the query client, the shell, …) is needed on every page before the
 * first render, yet the default splitting cut it into ~30 files by which lazy pages share each part. Over
 * HTTP/1.1 (six connections per origin) thirty requests are five round trips one after the other on a
 * phone's network. One chunk is one request; lazy pages import from it what they share with it.
 *
 * The set is the start module's static import graph, known once every module is parsed (buildEnd); chunks
 * are made after that, when the group's test reads it.
 */
export const startChunk = (): Plugin => {
  let startModule = '';
  const startGraph = new Set<string>();
  return {
    name: 'storefront:start-chunk',
    apply: 'build',
    configResolved(config) {
      startModule = startModulePath(config.root);
    },
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'preload-helper', test: SHARED_WITH_ENTRY, priority: 2 },
                { name: 'start', test: (id: string) => startGraph.has(id), priority: 1 },
              ],
            },
          },
        },
      },
    }),
    buildEnd() {
      startGraph.clear();
      if (!this.getModuleInfo(startModule)) return; // Storybook and other builds of this config
      const queue = [startModule];
      while (queue.length > 0) {
        const id = queue.pop()!;
        if (startGraph.has(id) || BARRELLED.test(id)) continue;
        startGraph.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
};
