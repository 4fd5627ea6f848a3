import { describe, expect, it } from 'vitest';
import { staticShellCss } from '../src/app/shell/static-shell-css';
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

  it("serves `virtual:static-shell.css` as a .css module holding the static shell's rules, written from the tokens", () => {
    const id = resolveId('virtual:static-shell.css');
    expect(id).toMatch(/\.css$/);
    expect(id).not.toBe(resolveId('virtual:storefront-theme.css'));
    expect(load(id)).toBe(staticShellCss());
    expect(load(id)).toContain('.static-shell-bar {');
  });

  it('leaves every other module to Vite', () => {
    expect(resolveId('./theme.css')).toBeUndefined();
    expect(resolveId('virtual:other.css')).toBeUndefined();
    expect(load('/src/app/global.css')).toBeUndefined();
  });
});
