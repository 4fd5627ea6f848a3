import { describe, expect, it } from 'vitest';
import { storefrontThemeCss } from '../src/app/theme/brand-theme';
import { hookOf } from './plugin-hooks';
import { themeCss } from './vite-plugin-theme-css';

describe('vite-plugin-theme-css', () => {
  const plugin = themeCss();
  const resolveId = hookOf(plugin, 'resolveId');
  const load = hookOf(plugin, 'load');

  it("serves `virtual:storefront-theme.css` as a .css module (Vite's CSS pipeline takes it) holding the theme's custom properties", () => {
    const id = resolveId('virtual:storefront-theme.css');
    expect(id).toMatch(/\.css$/);
    expect(load(id)).toBe(storefrontThemeCss());
    expect(load(id)).toContain('--colorBrandBackground:');
  });

  it('leaves every other module to Vite', () => {
    expect(resolveId('./theme.css')).toBeUndefined();
    expect(load('/src/app/global.css')).toBeUndefined();
  });
});
