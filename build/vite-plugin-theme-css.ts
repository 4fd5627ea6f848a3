import type { Plugin } from 'vite';
import { staticShellCss } from '../src/app/shell/static-shell-css.ts';
import { storefrontThemeCss } from '../src/app/theme/brand-theme.ts';

/**
 * The stylesheets written at build time from the app's design tokens, each imported as `virtual:<name>.css`:
 * - `storefront-theme`: the shop's Fluent theme (src/app/theme/brand-theme.ts) as CSS custom properties, computed
 *   here instead of in every visitor's browser (decision 025). The app's FluentProvider then carries no theme of
 *   its own. Used by the app, Storybook and the tests alike (AppProviders).
 * - `static-shell`: the static shell's rules (src/app/shell/static-shell-css.ts), every length read from the layout
 *   tokens (src/lib/layout-tokens.ts) or the theme's custom properties, so the shell cannot drift from the page.
 */
const STYLESHEETS: Record<string, () => string> = {
  'storefront-theme': storefrontThemeCss,
  'static-shell': staticShellCss,
};

const PUBLIC_ID = /^virtual:([\w-]+)\.css$/;
// A path ending in .css, so Vite's CSS pipeline (bundling, minifying, the HTML's stylesheet link) takes it as one.
const resolvedId = (name: string) => `/__${name}.css`;

export function themeCss(): Plugin {
  const byResolvedId = new Map(Object.entries(STYLESHEETS).map(([name, css]) => [resolvedId(name), css]));
  return {
    name: 'storefront-theme-css',
    resolveId: (id) => {
      const name = PUBLIC_ID.exec(id)?.[1];
      return name && name in STYLESHEETS ? resolvedId(name) : undefined;
    },
    load: (id) => byResolvedId.get(id)?.(),
  };
}
