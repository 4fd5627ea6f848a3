// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { leadChunkFiles } from './vite-build-output';
import { bundleStylesheets, compareRules, extractGriffelCss, griffelRules, griffelStylesheet, type GriffelRule } from './vite-plugin-griffel-css';

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

  it("writes Griffel's sheet order: bucket, then @media query compared as strings, then priority; each rule once", () => {
    const rules = [
      rule('m', '@media (min-width: 960px){.a{}}', '(min-width: 960px)'),
      rule('h', '.b:hover{}'),
      rule('m', '@media (max-width: 767.98px){.c{}}', '(max-width: 767.98px)', -1),
      rule('d', '.d{}'),
      rule('m', '@media (max-width: 767.98px){.e{}}', '(max-width: 767.98px)'),
      rule('d', '.f{}', '', -1),
      rule('r', '.g{}'),
      rule('d', '.d{}'),
    ];
    expect(griffelStylesheet(rules).split('\n')).toEqual([
      '.g{}',
      '.f{}',
      '.d{}',
      '.b:hover{}',
      '@media (max-width: 767.98px){.c{}}',
      '@media (max-width: 767.98px){.e{}}',
      '@media (min-width: 960px){.a{}}',
      '',
    ]);
    expect([...rules].sort(compareRules)[0]).toEqual(rule('r', '.g{}'));
  });

  it('drops the rules the run time drops (the vertical slider fallback), and writes nothing for nothing', () => {
    const slider = rule('t', '@supports not (writing-mode: sideways-lr){.s{-webkit-appearance:slider-vertical;}}');
    expect(griffelStylesheet([rule('d', '.a{color:red;}'), slider])).toBe('.a{color:red;}\n');
    expect(griffelStylesheet([slider])).toBe('');
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

  describe('the two stylesheets of a build (decision 047)', () => {
    // The entry imports the start; home (a lead page) shares the card's chunk with the cart page; the FAQ has rules of
    // its own, the logout page only rules the lead chunks have too.
    const chunks = {
      'index.js': { moduleIds: ['/src/app/main.ts'], imports: [] },
      'start.js': { moduleIds: ['/src/app/start.tsx', '/src/app/shell/bottom-bar.tsx'], imports: [] },
      'home.js': { moduleIds: ['/src/features/catalog/home-page.tsx'], imports: ['start.js', 'card.js'] },
      'card.js': { moduleIds: ['/src/features/catalog/card.tsx'], imports: ['start.js'] },
      'faq.js': { moduleIds: ['/src/features/content/faq-page.tsx', '/fluent/Input.js'], imports: ['start.js', 'card.js'] },
      'logout.js': { moduleIds: ['/src/features/auth/logout-page.tsx'], imports: ['start.js'] },
    };
    const rules: Record<string, GriffelRule[]> = {
      '/src/app/shell/bottom-bar.tsx': [rule('d', '.grid{display:grid;}'), rule('m', '@media (min-width: 768px){.none{display:none;}}', '(min-width: 768px)')],
      '/src/features/catalog/home-page.tsx': [rule('d', '.grid{display:grid;}'), rule('d', '.home{}')],
      '/src/features/catalog/card.tsx': [rule('h', '.card:hover{}')],
      '/src/features/content/faq-page.tsx': [rule('d', '.pad{padding:0;}'), rule('d', '.grid{display:grid;}')],
      '/fluent/Input.js': [rule('r', '.input{padding:0 12px;}'), rule('t', '@supports not (writing-mode: sideways-lr){.s{-webkit-appearance:slider-vertical;}}')],
      '/src/features/auth/logout-page.tsx': [rule('d', '.home{}')],
      '/tree-shaken.js': [rule('d', '.gone{}')],
    };
    const lead = leadChunkFiles(chunks, new Set(['/src/app/main.ts', '/src/app/start.tsx', '/src/features/catalog/home-page.tsx']));
    const sheets = bundleStylesheets(chunks, (id) => rules[id] ?? [], lead);

    it('loads first the lead chunks, what they import and nothing else', () => {
      expect([...lead].sort()).toEqual(['card.js', 'home.js', 'index.js', 'start.js']);
    });

    it("gives the lead stylesheet the lead chunks' rules, in Griffel's order, each once", () => {
      expect(sheets.lead.split('\n')).toEqual(['.grid{display:grid;}', '.home{}', '.card:hover{}', '@media (min-width: 768px){.none{display:none;}}', '']);
    });

    it("gives the complete stylesheet every rule of the bundle in Griffel's order (the ones the run time drops left out), the lead ones again", () => {
      expect(sheets.all.split('\n')).toEqual([
        '.input{padding:0 12px;}',
        '.grid{display:grid;}',
        '.home{}',
        '.pad{padding:0;}',
        '.card:hover{}',
        '@media (min-width: 768px){.none{display:none;}}',
        '',
      ]);
    });

    it('has only the chunks with rules the lead stylesheet lacks load the complete one', () => {
      expect([...sheets.needAll]).toEqual(['faq.js']);
    });
  });
});
