import type * as ESTree from 'estree';
import MagicString from 'magic-string';
import { parseAst, type Plugin, type Rolldown } from 'vite';
import { keepStyleRule } from '../src/app/style-rule-filter.ts';
import { leadChunkFiles, leadModules, startModulePath, staticClosure } from './vite-build-output.ts';

/**
 * Griffel's CSS out of the JavaScript, into stylesheets in Griffel's order (decisions 040, 047). Fluent ships its styles compiled ahead of
 * time, and so are ours in a build (decision 031): every `makeStyles` is `__styles(classes, cssRules)`, every
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
 * order, so the cascade is the same. Tried and measured (decision 040): a stylesheet per chunk (Vite's way) breaks
 * it — the rules are atomic and shared, so a rule repeated in a later chunk's stylesheet comes after another's
 * @media rule (the phone's bottom bar showed on desktops), and a rule left only in an earlier one loses to a
 * later reset (the FAQ's search box lost its padding); cascade layers per bucket keep the order across stylesheets
 * but beat specificity, which Fluent relies on (a reset's `:hover` over a plain class: hover colours were lost).
 *
 * Two stylesheets of that order (decision 047): the lead one, with the start chunk, holds the rules of what a lead
 * page loads before the shopper does anything (`leadParts`, build/vite-build-output.ts) — about 40 % of the
 * bytes; the complete one, every rule again, comes with the first chunk that has a rule the lead one lacks (another
 * page, a panel, a dialog). Each rule's later copy is in the complete one, in Griffel's order, so once it is in the
 * cascade is the one stylesheet's; before it, what is on screen only uses lead rules, in the same relative order.
 *
 * Build only, and only with the ahead-of-time transform (GRIFFEL_RUNTIME=1 builds keep Griffel's insertion). A
 * style whose rules are not plain literals fails the build: Griffel would insert it after the stylesheet.
 */

/** Griffel's buckets in their order (`styleBucketOrdering`, @griffel/core). */
export const BUCKETS = ['r', 'd', 'l', 'v', 'w', 'f', 'i', 'h', 'a', 's', 'k', 't', 'm', 'c', 'x'] as const;
type Bucket = (typeof BUCKETS)[number];

export interface GriffelRule {
  bucket: string;
  css: string;
  /** The @media (bucket m) or @container (bucket x) condition the rule's sheet is sorted by. */
  condition: string;
  priority: number;
}

type Literal = string | number | null | Literal[] | { [key: string]: Literal };

class NotLiteral extends Error {}

/** A node of Vite's parser (ESTree, with the source offsets the edits need). */
type Node = ESTree.Node & { start: number; end: number };

function literal(node: ESTree.Node | null | undefined): Literal {
  if (!node) throw new NotLiteral();
  switch (node.type) {
    case 'Literal':
      if (typeof node.value === 'string' || typeof node.value === 'number' || node.value === null) return node.value;
      throw new NotLiteral();
    case 'TemplateLiteral':
      if (node.expressions.length > 0) throw new NotLiteral();
      return node.quasis.map((quasi) => quasi.value.cooked ?? '').join('');
    case 'UnaryExpression':
      if (node.operator === '-' && node.argument.type === 'Literal' && typeof node.argument.value === 'number') return -node.argument.value;
      throw new NotLiteral();
    case 'ArrayExpression':
      return node.elements.map((element) => literal(element));
    case 'ObjectExpression':
      return Object.fromEntries(
        node.properties.map((property) => {
          if (property.type !== 'Property' || property.computed) throw new NotLiteral();
          const key = property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' && typeof property.key.value === 'string' ? property.key.value : undefined;
          if (key === undefined) throw new NotLiteral();
          return [key, literal(property.value)];
        }),
      );
    default:
      throw new NotLiteral();
  }
}

/** A `cssRules` argument (`{ d: [...], m: [[rule, { m: query }]] }`, or a reset's array) as rules. */
export function griffelRules(cssRules: Literal, resetArray = false): GriffelRule[] {
  const byBucket = resetArray && Array.isArray(cssRules) ? { r: cssRules } : cssRules;
  if (!byBucket || typeof byBucket !== 'object' || Array.isArray(byBucket)) throw new NotLiteral();
  return Object.entries(byBucket).flatMap(([bucket, entries]) => {
    if (!BUCKETS.includes(bucket as Bucket) || !Array.isArray(entries)) throw new NotLiteral();
    return entries.map((entry): GriffelRule => {
      const [css, meta] = Array.isArray(entry) ? entry : [entry, {}];
      if (typeof css !== 'string' || !meta || typeof meta !== 'object' || Array.isArray(meta)) throw new NotLiteral();
      const condition = bucket === 'm' ? meta.m : bucket === 'x' ? meta.x : '';
      return { bucket, css, condition: typeof condition === 'string' ? condition : '', priority: typeof meta.p === 'number' ? meta.p : 0 };
    });
  });
}

const GRIFFEL_SOURCES = new Set(['@griffel/react', '@fluentui/react-components']);
const EXTRACTED = { __styles: { to: '__css', rulesAt: 1 }, __resetStyles: { to: '__resetCSS', rulesAt: 2 } } as const;
type Compiled = keyof typeof EXTRACTED;

export interface Extraction {
  code: string;
  map: ReturnType<MagicString['generateMap']>;
  rules: GriffelRule[];
  /** Calls left as they were: their rules are not literals (the plugin then fails the build). */
  kept: number;
}

/** Whether the code right before `at` is a `#__PURE__` annotation (the parser keeps no comments on its nodes). */
const annotatedPure = (code: string, at: number) => /\/\*\s*[#@]__PURE__\s*\*\/\s*$/.test(code.slice(Math.max(0, at - 40), at));

/** Whether evaluating `node` can do nothing but read: literals, reads of properties, objects, `#__PURE__` calls. */
function onlyReads(code: string, node: ESTree.Node | null | undefined): boolean {
  if (!node) return true;
  const reads = (child: ESTree.Node | null | undefined) => onlyReads(code, child);
  switch (node.type) {
    case 'Literal':
    case 'Identifier':
      return true;
    case 'TemplateLiteral':
      return node.expressions.every(reads);
    case 'MemberExpression':
      return reads(node.object) && (!node.computed || reads(node.property));
    case 'UnaryExpression':
      return node.operator !== 'delete' && reads(node.argument);
    case 'BinaryExpression':
      return reads(node.left) && reads(node.right);
    case 'ArrayExpression':
      return node.elements.every(reads);
    case 'SpreadElement':
      return reads(node.argument);
    case 'ObjectExpression':
      return node.properties.every((property) =>
        property.type === 'SpreadElement' ? reads(property.argument) : property.kind === 'init' && !property.method && (!property.computed || reads(property.key)) && reads(property.value),
      );
    case 'CallExpression':
      return annotatedPure(code, (node as Node).start) && reads(node.callee) && node.arguments.every(reads);
    default:
      return false;
  }
}

/**
 * What a precompiled style module keeps of its style objects once their CSS is text: constants nobody reads any
 * more, and bare expressions (`const disabledStyles = { color: tokens.colorNeutralForegroundDisabled, ...
 * shorthands.borderColor(…) }`, `` `${tokens.strokeWidthThin}`; ``). The bundler keeps them (a property read
 * might run a getter), and with them Fluent's whole `tokens` object (≈ 3 kB gz) and Griffel's shorthands: their
 * source ranges, to remove. Only top-level, unexported statements that do nothing but read.
 */
export function leftoverStyleValues(code: string, program: ESTree.Program): [number, number][] {
  const identifiers: { name: string; start: number }[] = [];
  const collect = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(collect);
    const typed = node as Node;
    if (typed.type === 'Identifier') identifiers.push({ name: typed.name, start: typed.start });
    for (const value of Object.values(typed)) if (value && typeof value === 'object') collect(value);
  };
  collect(program.body);
  const removed: [number, number][] = [];
  const isRemoved = (at: number) => removed.some(([start, end]) => at >= start && at < end);
  let changed = true;
  while (changed) {
    changed = false;
    for (const statement of program.body as (ESTree.Program['body'][number] & Node)[]) {
      if (isRemoved(statement.start)) continue;
      let dead = false;
      if (statement.type === 'ExpressionStatement') dead = onlyReads(code, statement.expression);
      else if (statement.type === 'VariableDeclaration' && statement.declarations.length === 1) {
        const [declaration] = statement.declarations;
        if (declaration!.id.type === 'Identifier' && onlyReads(code, declaration!.init)) {
          const { name, start } = declaration!.id as ESTree.Identifier & Node;
          dead = !identifiers.some((identifier) => identifier.name === name && identifier.start !== start && !isRemoved(identifier.start));
        }
      }
      if (dead) {
        removed.push([statement.start, statement.end]);
        changed = true;
      }
    }
  }
  return removed;
}

/** One module: its `__styles` / `__resetStyles` calls rewritten, their rules returned. Null when it has none. */
export function extractGriffelCss(code: string, id: string): Extraction | null {
  if (!code.includes('__styles') && !code.includes('__resetStyles')) return null;
  const program = parseAst(code, { lang: 'js' }, id) as ESTree.Program;
  const callees = new Map<string, { kind: Compiled; source: string }>();
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration') continue;
    const source = String(statement.source.value);
    if (!GRIFFEL_SOURCES.has(source)) continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type !== 'ImportSpecifier') continue;
      const imported = specifier.imported.type === 'Identifier' ? specifier.imported.name : String(specifier.imported.value);
      if (imported in EXTRACTED) callees.set(specifier.local.name, { kind: imported as Compiled, source });
    }
  }
  if (callees.size === 0) return null;

  const edits = new MagicString(code);
  const rules: GriffelRule[] = [];
  const used = new Map<string, string>();
  let kept = 0;
  const visit = (node: ESTree.Node | null | undefined): void => {
    if (!node || typeof node !== 'object') return;
    if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && callees.has(node.callee.name)) {
      const { kind, source } = callees.get(node.callee.name)!;
      const { to, rulesAt } = EXTRACTED[kind];
      const args = node.arguments as (ESTree.Node & Node)[];
      const rulesArgument = args[rulesAt];
      const before = args[rulesAt - 1];
      try {
        if (args.length !== rulesAt + 1 || !rulesArgument || !before) throw new NotLiteral();
        rules.push(...griffelRules(literal(rulesArgument), kind === '__resetStyles'));
        const local = `__griffel_${to}`;
        used.set(local, `import { ${to} as ${local} } from '${source}';\n`);
        const callee = node.callee as ESTree.Identifier & Node;
        edits.overwrite(callee.start, callee.end, local);
        edits.remove(before.end, rulesArgument.end);
      } catch (error) {
        if (!(error instanceof NotLiteral)) throw error;
        kept += 1;
      }
      return;
    }
    for (const value of Object.values(node) as unknown[]) {
      if (Array.isArray(value)) value.forEach((child) => visit(child as ESTree.Node));
      else if (value && typeof value === 'object' && 'type' in value) visit(value as ESTree.Node);
    }
  };
  program.body.forEach(visit);
  if (rules.length === 0 && kept === 0) return null;
  for (const [start, end] of leftoverStyleValues(code, program)) edits.remove(start, end);
  edits.prepend([...used.values()].join(''));
  return { code: edits.toString(), map: edits.generateMap({ hires: 'boundary', source: id }), rules, kept };
}

/**
 * Griffel's sheet order: bucket, then (for @media and @container) the condition, compared as strings as Griffel's
 * renderer does by default, then priority (a shorthand's rule before a longhand's).
 */
export function compareRules(a: GriffelRule, b: GriffelRule): number {
  const bucket = BUCKETS.indexOf(a.bucket as Bucket) - BUCKETS.indexOf(b.bucket as Bucket);
  if (bucket !== 0) return bucket;
  if (a.condition !== b.condition) return a.condition < b.condition ? -1 : 1;
  return a.priority - b.priority;
}

/** A stylesheet of these rules in Griffel's sheet order, each once; without the rules the run time drops. */
export function griffelStylesheet(rules: GriffelRule[]): string {
  const seen = new Set<string>();
  const kept = rules.filter((rule) => keepStyleRule(rule.css) && !seen.has(rule.css) && seen.add(rule.css));
  return kept.length === 0 ? '' : `${kept.sort(compareRules).map((rule) => rule.css).join('\n')}\n`;
}

type ChunkInfo = Pick<Rolldown.RenderedChunk, 'moduleIds' | 'imports'>;

export interface BundleStylesheets {
  /** The rules of the chunks a lead page loads before the shopper does anything, in Griffel's order: with the start chunk. */
  lead: string;
  /** Every rule of the bundle, in Griffel's order: with each chunk that has rules the lead stylesheet lacks. */
  all: string;
  /** Those chunks, by file name. */
  needAll: Set<string>;
}

/**
 * The build's two stylesheets (decision 047). Every rule of the lead stylesheet is in the complete one too, which comes
 * later in the document: wherever rules compete, the complete one's copies decide, in Griffel's order — the cascade is
 * the one stylesheet's (decision 040) — and before it comes, every element a lead chunk draws has its rules, in the
 * same relative order. A chunk whose rules are all in the lead stylesheet needs nothing more.
 */
export function bundleStylesheets(chunks: Record<string, ChunkInfo>, rulesOf: (moduleId: string) => GriffelRule[], leadFiles: ReadonlySet<string>): BundleStylesheets {
  const rulesOfChunk = (fileName: string) => chunks[fileName]?.moduleIds.flatMap(rulesOf).filter((rule) => keepStyleRule(rule.css)) ?? [];
  const leadRules = [...leadFiles].flatMap(rulesOfChunk);
  const inLead = new Set(leadRules.map((rule) => rule.css));
  const needAll = new Set(Object.keys(chunks).filter((fileName) => !leadFiles.has(fileName) && rulesOfChunk(fileName).some((rule) => !inLead.has(rule.css))));
  return { lead: griffelStylesheet(leadRules), all: griffelStylesheet(Object.keys(chunks).flatMap(rulesOfChunk)), needAll };
}

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
