import { describe, expect, it } from 'vitest';
import { switchLocalePath } from './language-switch';

describe('switchLocalePath', () => {
  it('swaps the locale and keeps the path, query and hash', () => {
    expect(switchLocalePath('/en/products/galaxy-s25', '?tab=specs', '#reviews', 'ar')).toBe('/ar/products/galaxy-s25?tab=specs#reviews');
    expect(switchLocalePath('/ar/shop', '?page=2&sortBy=price_asc', '', 'en')).toBe('/en/shop?page=2&sortBy=price_asc');
  });

  it('keeps the home page a home page', () => {
    expect(switchLocalePath('/en/', '', '', 'ar')).toBe('/ar/');
    expect(switchLocalePath('/en', '', '', 'ar')).toBe('/ar');
  });

  it('puts the locale in front of an address that has none', () => {
    expect(switchLocalePath('/shop', '', '', 'ar')).toBe('/ar/shop');
    expect(switchLocalePath('/', '', '', 'en')).toBe('/en/');
  });

  it('only replaces a locale in the first segment', () => {
    expect(switchLocalePath('/en/tags/ar', '', '', 'ar')).toBe('/ar/tags/ar');
  });
});
