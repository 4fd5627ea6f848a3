import { createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-theme';

/** One brand colour, "Nile blue" #0b6e99, as a Fluent brand ramp (10 darkest … 160 lightest). */
const nileBlue: BrandVariants = {
  10: '#03121a',
  20: '#041f2c',
  30: '#052c3e',
  40: '#063950',
  50: '#084763',
  60: '#095475',
  70: '#0a6187',
  80: '#0b6e99',
  90: '#277fa5',
  100: '#4490b2',
  110: '#60a1be',
  120: '#7cb2ca',
  130: '#99c4d6',
  140: '#b5d5e2',
  150: '#d2e6ef',
  160: '#eef7fb',
};

const LATIN_FONTS = "'Inter', 'Cairo', system-ui, sans-serif";
const ARABIC_FONTS = "'Cairo', 'Inter', system-ui, sans-serif";

export const storefrontTheme = (dir: 'ltr' | 'rtl'): Theme => ({
  ...createLightTheme(nileBlue),
  fontFamilyBase: dir === 'rtl' ? ARABIC_FONTS : LATIN_FONTS,
  borderRadiusMedium: '8px',
  borderRadiusLarge: '12px',
});

/**
 * The theme as CSS custom properties on the page's root, written at build time (`vite-plugin-theme-css`,
 * decision 025): every Fluent style reads `var(--token)`, so the shop ships the theme as a few kilobytes of CSS
 * instead of the token tables and the code that builds and writes them on every start. Right to left, only the
 * font family differs.
 */
export function storefrontThemeCss(): string {
  const ltr = storefrontTheme('ltr');
  const rtl = storefrontTheme('rtl');
  const declarations = (entries: [string, unknown][]) => entries.map(([name, value]) => `--${name}:${String(value)};`).join('');
  const differing = Object.entries(rtl).filter(([name, value]) => ltr[name as keyof Theme] !== value);
  return `:root{${declarations(Object.entries(ltr))}}\n:root[dir="rtl"]{${declarations(differing)}}\n`;
}
