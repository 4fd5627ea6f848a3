// @vitest-environment node
import { defaultCompareMediaQueries, styleBucketOrdering } from '@griffel/core';
import { describe, expect, it } from 'vitest';
import { BUCKETS, bundleStylesheets, compareRules, griffelStylesheet, type GriffelRule } from './griffel-sheet-order';
import { leadChunkFiles } from './vite-build-output';

const rule = (bucket: string, css: string, condition = '', priority = 0): GriffelRule => ({ bucket, css, condition, priority });

describe("Griffel's sheet order (build stylesheets)", () => {
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

  describe('the two stylesheets of a build (decision 043)', () => {
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
  it("fits the installed Griffel: the same bucket order, and @media conditions compared as strings by default", () => {
    const changed = "vite-plugin-griffel-css: Griffel's sheet order changed (@griffel/core styleBucketOrdering / defaultCompareMediaQueries); the stylesheets would cascade differently; see build/README.md";
    expect([...BUCKETS], changed).toEqual(styleBucketOrdering);
    const conditions = ['(min-width: 960px)', '(max-width: 767.98px)', '(min-width: 768px)', 'print'];
    const ours = [...conditions].sort((a, b) => compareRules({ bucket: 'm', css: '', condition: a, priority: 0 }, { bucket: 'm', css: '', condition: b, priority: 0 }));
    expect(ours, changed).toEqual([...conditions].sort(defaultCompareMediaQueries));
  });
});
