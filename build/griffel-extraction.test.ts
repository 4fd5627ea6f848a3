// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as fluent from '@fluentui/react-components';
import * as griffelReact from '@griffel/react';
import { describe, expect, it } from 'vitest';
import { extractGriffelCss, griffelRules } from './griffel-extraction';
import type { GriffelRule } from './griffel-sheet-order';

const MODULE = `import { __styles, __resetStyles, mergeClasses } from '@griffel/react';
export const useRootStyles = __resetStyles('rroot', 'rroot-rtl', ['.rroot{display:flex;}', '.rroot-rtl{display:flex;}']);
export const useStyles = __styles({ root: { sj55zd: 'f1' }, wide: { Bceei9c: 'f2' } }, {
  d: ['.f1{color:red;}', ['.f4{padding:0;}', { p: -1 }]],
  h: ['.f3:hover{color:green;}'],
  m: [['@media (min-width: 768px){.f2{color:blue;}}', { m: '(min-width: 768px)' }]],
});
export const join = (a, b) => mergeClasses(a, b);
`;

const rule = (bucket: string, css: string, condition = '', priority = 0): GriffelRule => ({ bucket, css, condition, priority });

describe('Griffel CSS extraction (build)', () => {
  it('turns __styles and __resetStyles into their class-name-only forms and returns their rules', () => {
    const extraction = extractGriffelCss(MODULE, '/x/module.js')!;
    expect(extraction.kept).toBe(0);
    expect(extraction.code).toContain("import { __css as __griffel___css } from '@griffel/react';");
    expect(extraction.code).toContain("import { __resetCSS as __griffel___resetCSS } from '@griffel/react';");
    expect(extraction.code).toContain("__griffel___resetCSS('rroot', 'rroot-rtl')");
    expect(extraction.code).toContain("__griffel___css({ root: { sj55zd: 'f1' }, wide: { Bceei9c: 'f2' } })");
    expect(extraction.code).toContain('mergeClasses(a, b)');
    expect(extraction.code).not.toMatch(/\{color:|display:flex/);
    expect(extraction.rules).toEqual([
      rule('r', '.rroot{display:flex;}'),
      rule('r', '.rroot-rtl{display:flex;}'),
      rule('d', '.f1{color:red;}'),
      rule('d', '.f4{padding:0;}', '', -1),
      rule('h', '.f3:hover{color:green;}'),
      rule('m', '@media (min-width: 768px){.f2{color:blue;}}', '(min-width: 768px)'),
    ]);
  });

  it('leaves a call whose rules are not literals to the run time, and a module without Griffel alone', () => {
    const dynamic = "import { __styles } from '@fluentui/react-components';\nconst rules = { d: [] };\nexport const useStyles = __styles({}, rules);\n";
    const extraction = extractGriffelCss(dynamic, '/x/dynamic.js')!;
    expect(extraction.kept).toBe(1);
    expect(extraction.rules).toEqual([]);
    expect(extraction.code).toContain('__styles({}, rules)');
    expect(extractGriffelCss("import { __styles } from '@griffel/core';\nexport const s = __styles({}, { d: ['.a{}'] });", '/x/core.js')).toBeNull();
    expect(extractGriffelCss('export const plain = 1;', '/x/plain.js')).toBeNull();
  });

  it('drops the style values a precompiled module no longer reads, and only those', () => {
    const code = [
      "import { __styles, shorthands } from '@griffel/react';",
      "import { tokens } from '@fluentui/react-theme';",
      'const focus = { outlineWidth: tokens.strokeWidthThick };',
      'const disabled = { color: tokens.colorNeutralForegroundDisabled, ...focus, ... /*#__PURE__*/shorthands.borderColor(tokens.colorNeutralStroke1) };',
      '`${tokens.strokeWidthThin}`;',
      'const kept = { width: tokens.strokeWidthThin };',
      'const effect = register(tokens.shadow2);',
      "export const useStyles = /*#__PURE__*/__styles({ root: { a: 'f1' } }, { d: ['.f1{color:red;}'] });",
      'export const read = () => kept;',
    ].join('\n');
    const extraction = extractGriffelCss(code, '/x/styles.js')!;
    expect(extraction.code).not.toMatch(/focus|disabled|strokeWidthThick|borderColor|`\$\{tokens\.strokeWidthThin\}`/);
    expect(extraction.code).toContain('const kept = { width: tokens.strokeWidthThin };');
    expect(extraction.code).toContain('const effect = register(tokens.shadow2);');
    expect(extraction.code).toContain("__griffel___css({ root: { a: 'f1' } })");
  });

  it("extracts every rule of Fluent's Button as installed (a Fluent that ships another form fails here)", () => {
    const file = join(process.cwd(), 'node_modules/@fluentui/react-button/lib/components/Button/useButtonStyles.styles.js');
    const extraction = extractGriffelCss(readFileSync(file, 'utf8'), file)!;
    expect(extraction.kept).toBe(0);
    expect(extraction.rules.length).toBeGreaterThan(100);
    expect(extraction.code).not.toMatch(/\.f[a-z0-9]+\{/);
    expect([...new Set(extraction.rules.map((found) => found.bucket))]).toEqual(expect.arrayContaining(['r', 'd', 'h', 'm']));
  });

  it("reads a reset's array and a bucket map, and refuses what is not Griffel's form", () => {
    expect(griffelRules(['.r{}'], true)).toEqual([rule('r', '.r{}')]);
    expect(griffelRules({ r: ['.r{}'], s: [['@media (forced-colors: active){.r{}}', { m: '(forced-colors: active)' }]] }, true)).toEqual([
      rule('r', '.r{}'),
      rule('s', '@media (forced-colors: active){.r{}}'),
    ]);
    expect(() => griffelRules({ z: ['.a{}'] })).toThrow();
    expect(() => griffelRules({ d: [3] })).toThrow();
  });

  it("fits the installed Griffel: both sources export the class-name-only forms the calls are rewritten to", () => {
    for (const [source, exported] of [['@griffel/react', griffelReact], ['@fluentui/react-components', fluent]] as const) {
      for (const name of ['__styles', '__css', '__resetStyles', '__resetCSS'] as const) {
        expect(typeof exported[name], `vite-plugin-griffel-css: ${source} no longer exports ${name} (Griffel's __styles→__css rewrite); see build/README.md`).toBe('function');
      }
    }
  });
});
