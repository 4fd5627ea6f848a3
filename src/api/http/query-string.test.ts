import axios from 'axios';
import { describe, expect, it } from 'vitest';
import { queryString } from './query-string';

/** What axios itself writes for `params` (its default serializer). */
const axiosWrites = (params: Record<string, unknown>) => axios.getUri({ url: '/x', params }).replace(/^\/x\??/, '');

describe('queryString', () => {
  const cases: Record<string, Record<string, unknown>> = {
    'a listing with filters': { withFilters: true, brands: 'samsung,apple', categories: 'mobile-phones', page: 2, perPage: 12, sortBy: 'price_asc', price: '100-2500.5' },
    'words with spaces and signs': { searchQuery: "samsung galaxy s24 (new)! 50% off: $ ~ 'a' & b=c #1 / ?" },
    'Arabic words': { searchQuery: 'سماعات لاسلكية', locale: 'ar' },
    'a bracketed array': { 'with[]': ['items', 'address', 'coupon'] },
    'an array without brackets, with empty items': { ids: [1, null, 2, undefined, 3] },
    'null, undefined, false and zero': { a: null, b: undefined, c: false, d: 0, e: '' },
    'a date': { since: new Date(Date.UTC(2026, 10, 28, 5, 30)) },
    'nothing': {},
  };
  for (const [name, params] of Object.entries(cases)) {
    it(`writes ${name} as axios does`, () => {
      expect(queryString(params)).toBe(axiosWrites(params));
    });
  }

  it('refuses a nested object instead of guessing a format', () => {
    expect(() => queryString({ filter: { brand: 'samsung' } })).toThrow(/nested object/);
    expect(() => queryString({ list: [{ brand: 'samsung' }] })).toThrow(/nested object/);
  });
});
