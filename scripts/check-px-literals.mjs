#!/usr/bin/env node
/**
 * Pixel literals in hand-written `src/` (part of `npm run lint`). Spacing, radii, strokes and type come from
 * Fluent's `tokens`; breakpoints and the design's own sizes from `src/lib/layout-tokens.ts`. A literal such as
 * `'16px'` anywhere else fails, unless its line says why the value is intrinsic (`// px-intrinsic: …`, e.g.
 * the one-pixel box of the visually-hidden pattern); those are listed and held under a ceiling, so they cannot
 * creep back either. Generated code, tests and stories are not looked at; comments are skipped.
 *
 *   node scripts/check-px-literals.mjs         fails on an unmarked literal or more marked ones than the ceiling
 *   node scripts/check-px-literals.mjs --list  also prints every marked literal
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Where pixel values are defined: the project's layout module and the theme (Fluent token overrides). */
const DEFINITIONS = new Set(['src/lib/layout-tokens.ts', 'src/app/theme/brand-theme.ts']);
/** How many `px-intrinsic` literals may stand; lower it when one goes, never raise it without a reason. */
const INTRINSIC_CEILING = 6;
const MARK = 'px-intrinsic:';
const PX = /(?<![\w$}])-?\d*\.?\d+px\b/g;

const root = process.cwd();
const skip = (path) => path.startsWith('src/api/generated/') || /\.(test|stories)\.tsx?$/.test(path);

function* sources(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(entry.name)) yield relative(root, path).split('\\').join('/');
  }
}

/** The code of each line with comments blanked out (block comments may span lines). */
function codeLines(text) {
  const withoutBlocks = text.replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' '));
  return withoutBlocks.split('\n').map((line) => line.replace(/(^|[^:])\/\/.*$/, '$1'));
}

const unmarked = [];
const intrinsic = [];
for (const path of sources(join(root, 'src'))) {
  if (skip(path) || DEFINITIONS.has(path)) continue;
  const raw = readFileSync(join(root, path), 'utf8').split('\n');
  codeLines(raw.join('\n')).forEach((code, index) => {
    const found = code.match(PX);
    if (!found) return;
    const where = `${path}:${index + 1}: ${raw[index].trim()}`;
    if (raw[index].includes(MARK)) intrinsic.push(...found.map(() => where));
    else unmarked.push(...found.map(() => where));
  });
}

if (process.argv.includes('--list')) for (const line of new Set(intrinsic)) console.info(`intrinsic  ${line}`);
let failed = false;
if (unmarked.length > 0) {
  failed = true;
  console.error(`${unmarked.length} pixel literal(s) outside src/lib/layout-tokens.ts: use Fluent tokens or a named value there,`);
  console.error(`or, for a value that is intrinsic, say why on the line (// ${MARK} …).`);
  for (const line of new Set(unmarked)) console.error(`  ${line}`);
}
if (intrinsic.length > INTRINSIC_CEILING) {
  failed = true;
  console.error(`${intrinsic.length} px-intrinsic literals, over the ceiling of ${INTRINSIC_CEILING} (scripts/check-px-literals.mjs): run with --list.`);
}
if (failed) process.exit(1);
