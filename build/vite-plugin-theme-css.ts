import type { Plugin } from 'vite';
import { storefrontThemeCss } from '../src/app/theme/brand-theme.ts';

const PUBLIC_ID = 'virtual:storefront-theme.css';
// A path ending in .css, so Vite's CSS pipeline (bundling, minifying, the HTML's stylesheet link) takes it as one.
const RESOLVED_ID = '/__storefront-theme.css';

/**
 * `import 'virtual:storefront-theme.css'`: the shop's Fluent theme (src/app/theme/brand-theme.ts) as CSS custom
 * properties, computed here at build time instead of in every visitor's browser (decision 025). The app's
 * FluentProvider then carries no theme of its own. Used by the app, Storybook and the tests alike (AppProviders).
 */
export function themeCss(): Plugin {
  return {
    name: 'storefront-theme-css',
    resolveId: (id) => (id === PUBLIC_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? storefrontThemeCss() : undefined),
  };
}
