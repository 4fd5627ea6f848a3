import { describe, expect, it } from 'vitest';
import { localeRedirectTarget } from './app-routes';

describe('locale routing', () => {
  it('sends the bare root to the English home', () => {
    expect(localeRedirectTarget('/', 'ar')).toBe('/en/');
  });

  it('puts an address without a supported locale under the current locale', () => {
    expect(localeRedirectTarget('/shop', 'en')).toBe('/en/shop');
    expect(localeRedirectTarget('/fr/shop', 'ar')).toBe('/ar/fr/shop');
  });
});
