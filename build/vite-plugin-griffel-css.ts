import { type Plugin } from 'vite';
import { extractGriffelCss } from './griffel-extraction.ts';
import { bundleStylesheets, type BundleStylesheets, type ChunkInfo, type GriffelRule } from './griffel-sheet-order.ts';
import { leadChunkFiles, leadModules, startModulePath, staticClosure } from './vite-build-output.ts';

/**
 * Griffel's CSS out of the JavaScript, into stylesheets in Griffel's order (decisions 036, 043). Fluent ships its styles compiled ahead of
 * time, and so are ours in a build (decision 027): every `makeStyles` is `__styles(classes, cssRules)`, every
 * `makeResetStyles` `__resetStyles(ltr, rtl, cssRules)`, and at run time Griffel inserts `cssRules` into `<style>`
 * elements the first time a class is used. Here each such call becomes Griffel's own extraction form,
 * `__css(classes)` / `__resetCSS(ltr, rtl)` (the class names, nothing inserted), and its rules go to a stylesheet
 * that Vite loads with the start chunk (src/app/start.tsx), as it does a chunk's own CSS: the rule text leaves the
 * JavaScript, and nothing is computed or inserted while React renders.
 *
 * One stylesheet, in Griffel's order. At run time Griffel keeps one `<style>` per bucket (reset, plain, :link, …,
 * :hover, :active, @media, …), per priority (a shorthand's rule before a longhand's) and, for @media, per query,
 * and each rule once: between two rules of equal specificity the later bucket wins (a component's @media rule over
 * a plain one, a page's plain rule over a Fluent component's reset). The stylesheet has every rule once, in that
 * order, so the cascade is the same. Tried and measured (decision 036): a stylesheet per chunk (Vite's way) breaks
 * it — the rules are atomic and shared, so a rule repeated in a later chunk's stylesheet comes after another's
 * @media rule (the phone's bottom bar showed on desktops), and a rule left only in an earlier one loses to a
 * later reset (the FAQ's search box lost its padding); cascade layers per bucket keep the order across stylesheets
 * but beat specificity, which Fluent relies on (a reset's `:hover` over a plain class: hover colours were lost).
 *
 * Two stylesheets of that order (decision 043): the lead one, with the start chunk, holds the rules of what a lead
 * page loads before the shopper does anything (`leadParts`, build/vite-build-output.ts) — about 40 % of the
 * bytes; the complete one, every rule again, comes with the first chunk that has a rule the lead one lacks (another
 * page, a panel, a dialog). Each rule's later copy is in the complete one, in Griffel's order, so once it is in the
 * cascade is the one stylesheet's; before it, what is on screen only uses lead rules, in the same relative order.
 *
 * Build only, and only with the ahead-of-time transform (GRIFFEL_RUNTIME=1 builds keep Griffel's insertion). A
 * style whose rules are not plain literals fails the build: Griffel would insert it after the stylesheet.
 */

export function griffelCss(): Plugin {
  const rulesByModule = new Map<string, GriffelRule[]>();
  let root = process.cwd();
  let shopBuild = false;
  let kept: string[] = [];
  let sheets: BundleStylesheets | undefined;
  let allSheet: string | undefined;
  return {
    name: 'storefront:griffel-css',
    apply: 'build',
    enforce: 'post',
    config(config) {
      // The shop's build has Vite's default input (index.html); Storybook's build brings its own page, which has no
      // start chunk to carry the stylesheet: there Griffel keeps inserting the styles at run time.
      shopBuild = (config.build?.rolldownOptions?.input ?? config.build?.rollupOptions?.input) === undefined;
      // The app's code can tell that no style is written at run time (src/app/style-renderer.tsx).
      return shopBuild ? { define: { 'import.meta.env.STOREFRONT_STYLESHEET': 'true' } } : undefined;
    },
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      rulesByModule.clear();
      kept = [];
    },
    transform(code, id) {
      if (!shopBuild || !/\.[cm]?[jt]sx?$/.test(id.split('?')[0] ?? id)) return null;
      const extraction = extractGriffelCss(code, id);
      if (!extraction) return null;
      if (extraction.rules.length > 0) rulesByModule.set(id, extraction.rules);
      if (extraction.kept > 0) kept.push(id);
      return { code: extraction.code, map: extraction.map };
    },
    buildEnd() {
      // A rule Griffel inserted at run time would come after the stylesheet, whatever its bucket: not the same order.
      if (kept.length > 0) this.error(`Griffel styles whose rules are not literals, which the stylesheet cannot hold: ${kept.join(', ')}`);
    },
    renderStart() {
      sheets = undefined;
      allSheet = undefined;
    },
    renderChunk(_code, chunk, _options, { chunks }) {
      if (!shopBuild) return null;
      sheets ??= bundleStylesheets(chunks, (id) => rulesByModule.get(id) ?? [], leadChunkFiles(chunks, leadModules(root)));
      const attach = (fileName: string) => chunk.viteMetadata?.importedCss.add(fileName);
      const isStart = (each: ChunkInfo) => each.moduleIds.includes(startModulePath(root));
      if (isStart(chunk)) {
        if (sheets.lead) attach(this.getFileName(this.emitFile({ type: 'asset', name: `${chunk.name}.css`, source: sheets.lead })));
      } else if (sheets.needAll.has(chunk.fileName)) {
        // Vite's preloader inserts a chunk's stylesheets after those of the chunks it imports: importing the start
        // chunk is what puts the lead stylesheet before the complete one in the document, as the cascade needs.
        const imported = staticClosure([chunk.fileName], (fileName) => chunks[fileName]?.imports ?? []);
        if (![...imported].some((fileName) => chunks[fileName] && isStart(chunks[fileName]))) {
          this.error(`${chunk.fileName} needs the complete stylesheet but does not import the start chunk: the lead stylesheet could come after it`);
        }
        allSheet ??= this.getFileName(this.emitFile({ type: 'asset', name: 'all-styles.css', source: sheets.all }));
        attach(allSheet);
      }
      return null;
    },
  };
}
