import type { Theme } from '@fluentui/react-theme';
import { storefrontTheme } from '../../src/app/theme/brand-theme';
import { AA_NON_TEXT, AA_TEXT, contrastRatio } from './contrast';
import { colourPairsInCode, usedTokenNames } from './sources';

/**
 * What the Foundations pages show, computed from the theme (`src/app/theme/brand-theme.ts`) and the code that uses
 * it. The pages hold no value of their own: they map these lists onto Storybook's blocks and tables, and
 * `handbook.test.ts` checks every value here against the theme.
 */
export const theme: Theme = storefrontTheme('ltr');
export const rtlTheme: Theme = storefrontTheme('rtl');
export type TokenName = keyof Theme;

const used = usedTokenNames();
const tokenNames = Object.keys(theme) as TokenName[];
const valueOf = (name: TokenName) => String(theme[name]);

export interface Token {
  name: TokenName;
  value: string;
  /** The shop's code names it (`tokens.<name>`). */
  used: boolean;
}

const tokensWhere = (test: (name: string) => boolean, { usedOnly = false } = {}): Token[] =>
  tokenNames
    .filter((name) => test(name) && (!usedOnly || used.has(name)))
    .map((name) => ({ name, value: valueOf(name), used: used.has(name) }));

// Colours ------------------------------------------------------------------------------------------------------------

const isColour = (name: string) => name.startsWith('color');

/** `colorPaletteDarkOrangeBorder1` → `DarkOrange`. */
const hueOf = (name: string) => name.slice('colorPalette'.length).replace(/(Foreground|Background|Border)\w*$/, '');

const FAMILIES: Array<{ title: string; subtitle: string; test: (name: string) => boolean }> = [
  { title: 'Brand', subtitle: 'Nile blue and its ramp', test: (name) => name.startsWith('colorBrand') },
  { title: 'Neutral foreground', subtitle: 'Text and icons', test: (name) => name.startsWith('colorNeutralForeground') },
  { title: 'Neutral background', subtitle: 'Page, cards, panels', test: (name) => name.startsWith('colorNeutralBackground') },
  { title: 'Strokes', subtitle: 'Borders, dividers, focus', test: (name) => /^color(Neutral|Brand)?Stroke/.test(name) },
  { title: 'Status', subtitle: 'Errors in forms', test: (name) => name.startsWith('colorStatus') },
  // One row per hue of Fluent's palette (badges, stock, order statuses); the hues the shop does not use drop out below.
  ...[...new Set(tokenNames.filter((name) => name.startsWith('colorPalette')).map(hueOf))].map((hue) => ({
    title: `Palette: ${hue}`,
    subtitle: 'Badges, stock, order status',
    test: (name: string) => name.startsWith('colorPalette') && hueOf(name) === hue,
  })),
];

/** The colour tokens the shop uses, by family, as `ColorItem` wants them (`{ token: value }`); families it does not use are left out. */
export const colourFamilies: Array<{ title: string; subtitle: string; colors: Record<string, string> }> = FAMILIES.map(({ title, subtitle, test }) => ({
  title,
  subtitle,
  colors: Object.fromEntries(tokensWhere((name) => isColour(name) && test(name), { usedOnly: true }).map((token) => [token.name, token.value])),
})).filter((family) => Object.keys(family.colors).length > 0);

export interface ContrastCheck {
  foreground: TokenName;
  background: TokenName;
  foregroundValue: string;
  backgroundValue: string;
  /** Undefined when a value is translucent. */
  ratio: number | undefined;
  /** 4.5 for text, 3 for a focus ring or a control's edge. */
  minimum: number;
  passes: boolean;
  /** Where the pair comes from: one style rule in the code, or text on the shop's surfaces. */
  source: 'rule' | 'surface';
}

/** The neutral surfaces text sits on: the page, and the cards and panels the shop paints. */
export const surfaces = (['colorNeutralBackground1', 'colorNeutralBackground2', 'colorNeutralBackground3'] as const).filter((name) => used.has(name));
/** Parts that are not text but must be seen: the focus ring and an input's edge (WCAG 1.4.11). */
const NON_TEXT = new Set<string>(['colorStrokeFocus2', 'colorNeutralStrokeAccessible']);

const check = (foreground: TokenName, background: TokenName, source: ContrastCheck['source']): ContrastCheck => {
  const ratio = contrastRatio(valueOf(foreground), valueOf(background));
  const minimum = NON_TEXT.has(foreground) ? AA_NON_TEXT : AA_TEXT;
  return { foreground, background, foregroundValue: valueOf(foreground), backgroundValue: valueOf(background), ratio, minimum, passes: ratio !== undefined && ratio >= minimum, source };
};

const isTokenName = (name: string): name is TokenName => name in theme;

/**
 * Each foreground the code paints on a background in one rule is checked on that background; a foreground used
 * without one (text inheriting the card it sits on) on every neutral surface; the focus ring and an input's edge on
 * the page at 3:1.
 */
export const contrastChecks: ContrastCheck[] = (() => {
  const pairs = colourPairsInCode().filter(({ foreground, background }) => isTokenName(foreground) && isTokenName(background));
  const paired = new Set(pairs.map((pair) => pair.foreground));
  const fromRules = pairs.map(({ foreground, background }) => check(foreground as TokenName, background as TokenName, 'rule'));
  const loose = tokensWhere((name) => isColour(name) && (name.includes('Foreground') || NON_TEXT.has(name)) && !name.includes('OnBrand') && !paired.has(name), { usedOnly: true });
  const onSurfaces = loose.flatMap((token) => (NON_TEXT.has(token.name) ? ['colorNeutralBackground1' as const] : surfaces).map((surface) => check(token.name, surface, 'surface')));
  return [...fromRules, ...onSurfaces].sort((a, b) => (a.ratio ?? 0) - (b.ratio ?? 0));
})();

// Type ---------------------------------------------------------------------------------------------------------------

export interface TypeStep extends Token {
  /** The line height of the same step (`lineHeightBase300` for `fontSizeBase300`). */
  lineHeight: string;
}

/** Fluent's type ramp with the line height of each step; `used` marks the steps the shop's code names. */
export const typeRamp: TypeStep[] = tokensWhere((name) => name.startsWith('fontSize')).map((step) => {
  const lineHeightName = step.name.replace('fontSize', 'lineHeight') as TokenName;
  return { ...step, used: step.used || used.has(lineHeightName), lineHeight: valueOf(lineHeightName) };
});
export const fontWeights = tokensWhere((name) => name.startsWith('fontWeight'));
/** The families: English pages read Inter first, Arabic pages Cairo first (the root's `dir` switches them). */
export const fontFamilies = { ltr: theme.fontFamilyBase, rtl: rtlTheme.fontFamilyBase, monospace: theme.fontFamilyMonospace };

// Spacing, radii, strokes, shadows ---------------------------------------------------------------------------------

export const spacing = {
  horizontal: tokensWhere((name) => name.startsWith('spacingHorizontal')),
  vertical: tokensWhere((name) => name.startsWith('spacingVertical')),
};
export const radii = tokensWhere((name) => name.startsWith('borderRadius'));
export const strokeWidths = tokensWhere((name) => name.startsWith('strokeWidth'));
export const shadows = tokensWhere((name) => /^shadow\d+$/.test(name));
