import { describe, expect, it } from 'vitest';
import { storefrontTheme, storefrontThemeCss } from './brand-theme';

describe('the theme as CSS (written at build time)', () => {
  const css = storefrontThemeCss();
  const rootRule = css.split('\n')[0] ?? '';
  const rtlRule = css.split('\n')[1] ?? '';

  it('declares every token of the theme on the page root, with the brand colour and the shop’s radii', () => {
    const theme = storefrontTheme('ltr');
    expect(rootRule.startsWith(':root{')).toBe(true);
    expect(rootRule.match(/--[\w-]+:/g)).toHaveLength(Object.keys(theme).length);
    expect(rootRule).toContain('--colorBrandBackground:#0b6e99;');
    expect(rootRule).toContain('--borderRadiusMedium:8px;');
    expect(rootRule).toContain(`--fontFamilyBase:${theme.fontFamilyBase};`);
  });

  it('right to left, changes only the font family, to Cairo first', () => {
    expect(rtlRule).toBe(`:root[dir="rtl"]{--fontFamilyBase:${storefrontTheme('rtl').fontFamilyBase};}`);
    expect(storefrontTheme('rtl').fontFamilyBase.startsWith("'Cairo'")).toBe(true);
  });
});
