import type * as ESTree from 'estree';
import MagicString from 'magic-string';
import { parseAst } from 'vite';
import { leftoverStyleValues, type Node } from './griffel-leftover-values.ts';
import { BUCKETS, type GriffelRule } from './griffel-sheet-order.ts';

/**
 * Griffel's compiled calls as class names only (vite-plugin-griffel-css.ts, decision 036): `__styles(classes, cssRules)`
 * becomes `__css(classes)` and `__resetStyles(ltr, rtl, cssRules)` `__resetCSS(ltr, rtl)` — Griffel's own forms for
 * extracted CSS — and their rules are returned for the stylesheet.
 */

type Bucket = (typeof BUCKETS)[number];

type Literal = string | number | null | Literal[] | { [key: string]: Literal };

class NotLiteral extends Error {}

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
