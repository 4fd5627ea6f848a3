import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Rolldown } from 'vite';
import type { LeadDeclaration } from '../src/app/router/page-declaration.ts';
import { frame, leadPages, start } from '../src/app/router/page-speed.ts';

/**
 * What the shop's build plugins (locale shells, start preloading, the start chunk) share about the build: which HTML
 * page is the shop's own, and how to find a module's chunk. What they know of the app's modules — start-up's, the lead
 * pages' and what those load before the shopper acts — is what the app declares (src/app/router/page-speed.ts, which
 * the route table uses too): no path of the app is written here.
 */

/** A declared module (`app/main.ts`, under `src/`) as the build names it. */
const sourcePath = (root: string, module: string) => resolve(root, 'src', module);

/** The shop's entry module, which index.html loads. */
export const entryModulePath = (root: string) => sourcePath(root, start.entry);

/** The module the entry imports once the static shell is painted (the app's first render). */
export const startModulePath = (root: string) => sourcePath(root, start.render);

/** The module the entry imports at once: the opened page's requests. */
export const startRequestsModulePath = (root: string) => sourcePath(root, start.requests);

/**
 * The pages a shopper most often lands on: the chunk groups keep their files few (vite-plugin-chunk-groups.ts), and
 * each has a static shell that draws its lead pictures (vite-plugin-locale-shells.ts, decisions 034, 035).
 */
export const LEAD_PAGES = Object.keys(leadPages) as (keyof typeof leadPages)[];
export type LeadPage = keyof typeof leadPages;

/**
 * What a lead page loads on its own, without the shopper doing anything, beside the pages' static imports: the
 * frame's parts (the footer, the toaster, tooltips) and each lead page's (the shop's filters panel, home's cards and
 * empty note); and what one tap opens from it (the header's panels, decision 066). The messages they say are in the
 * catalogues' first part (vite-plugin-precompiled-messages.ts, decision 041) and their styles in the lead stylesheet
 * (vite-plugin-griffel-css.ts, decision 043).
 */
export const leadParts = (root: string): string[] => {
  const leads: readonly LeadDeclaration[] = Object.values(leadPages);
  return [...frame.inView, ...frame.parts, ...frame.opensOnTap, ...leads.flatMap((lead) => [...(lead.parts ?? []), ...(lead.inView ?? [])])].map((module) =>
    sourcePath(root, module),
  );
};

/** A lead page's module. */
export const leadPagePath = (root: string, page: LeadPage) => sourcePath(root, leadPages[page].page);

/** The lead pages' modules. */
export const leadPagePaths = (root: string) => LEAD_PAGES.map((page) => leadPagePath(root, page));

/** A page's module: a module of ours the route table imports with `import()` (`src/features/…/…-page.tsx`). */
export const isPageModule = (id: string) => /\/src\/.+-page\.tsx$/.test(id);

/** The modules a lead page runs before the shopper does anything: the entry, the start chunks, the lead pages and their parts. */
export const leadModules = (root: string): ReadonlySet<string> =>
  new Set([entryModulePath(root), startModulePath(root), startRequestsModulePath(root), ...leadPagePaths(root), ...leadParts(root)]);

/** The declared modules a build of the shop does not have: a page or part moved or renamed without its declaration. */
export const undeclaredModules = (root: string, has: (id: string) => boolean): string[] => [...leadModules(root)].filter((id) => !has(id));

/**
 * The chunks a lead page loads before the shopper does anything, by file name: those holding a lead module and what
 * they import statically. What a chunk outside them says (decision 037) and styles (decision 043) comes with it.
 */
export function leadChunkFiles(chunks: Record<string, Pick<Rolldown.RenderedChunk, 'moduleIds' | 'imports'>>, lead: ReadonlySet<string>): Set<string> {
  const holding = Object.keys(chunks).filter((fileName) => chunks[fileName]!.moduleIds.some((id) => lead.has(id)));
  return staticClosure(holding, (fileName) => chunks[fileName]?.imports ?? []);
}

/** Chunks and every chunk they import statically, by file name (depth first, each chunk before its imports). */
export function staticClosure(fileNames: Iterable<string>, importsOf: (fileName: string) => readonly string[]): Set<string> {
  const closure = new Set<string>();
  const visit = (fileName: string) => {
    if (closure.has(fileName)) return;
    closure.add(fileName);
    importsOf(fileName).forEach(visit);
  };
  for (const fileName of fileNames) visit(fileName);
  return closure;
}

/** A locale's message catalogue (locales/en.json, locales/ar.json): id → ICU text. */
export const readCatalogue = (root: string, locale: 'en' | 'ar'): Record<string, string> =>
  JSON.parse(readFileSync(resolve(root, `locales/${locale}.json`), 'utf8')) as Record<string, string>;

/**
 * The ids messages have in a build (decision 037): each catalogue id (`home.seeAll`) becomes its index among the
 * catalogue's sorted ids, in base 36 (`0` … `fr`), in the code and in the catalogues alike — the long ids were a
 * third of each catalogue's weight.
 */
export const shortMessageIds = (catalogue: Record<string, string>): Map<string, string> =>
  new Map(
    Object.keys(catalogue)
      .sort()
      .map((id, index) => [id, index.toString(36)]),
  );

/** Whether a page Vite transforms is the shop's `index.html` (Storybook and the browser test runner have their own). */
export const isShopPage = (filename: string, root: string) => resolve(filename) === resolve(root, 'index.html');

/** The chunk holding the module `moduleId`, if the build has it (the mock, only in a mock build). */
export const findChunkWithModule = (bundle: Rolldown.OutputBundle, moduleId: string): Rolldown.OutputChunk | undefined =>
  Object.values(bundle).find((output): output is Rolldown.OutputChunk => output.type === 'chunk' && output.moduleIds.includes(moduleId));

/** The chunk holding the module `moduleId`; a build without it is a broken build, said by `what`. */
export function chunkWithModule(bundle: Rolldown.OutputBundle, moduleId: string, what: string): Rolldown.OutputChunk {
  const chunk = findChunkWithModule(bundle, moduleId);
  if (!chunk) throw new Error(`The build has no chunk for ${what}`);
  return chunk;
}
