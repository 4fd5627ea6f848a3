import { describe, expect, it } from 'vitest';
import {
  applyScope,
  initialShopFilters,
  parsePerPage,
  parseShopQuery,
  priceParam,
  resetFilters,
  scopedFilters,
  toProductsParams,
  toShopQuery,
  withServerPriceRange,
  filterChanges,
  filtersFromSearch,
  type ShopFilters,
} from './shop-filters';

const state = (overrides: Partial<ShopFilters> = {}): ShopFilters => ({ ...initialShopFilters(), ...overrides });

describe('address query → filters', () => {
  it('reads comma lists, price min-max, page and sortBy', () => {
    expect(parseShopQuery('?categories=laptops,phones&brands=anker&tags=new&price=100-2500&page=3&sortBy=price_desc')).toEqual({
      categories: ['laptops', 'phones'],
      brands: ['anker'],
      tags: ['new'],
      priceRange: { min: 100, max: 2500 },
      page: 3,
      perPage: 12,
      sortBy: 'price_desc',
      q: '',
    });
  });

  it('reads the searched words (q) and the page size (perPage)', () => {
    expect(parseShopQuery('?q=galaxy+s24&perPage=48')).toMatchObject({ q: 'galaxy s24', perPage: 48 });
    expect(parseShopQuery('?q=%D8%B3%D8%A7%D9%85%D8%B3%D9%88%D9%86%D8%AC&perPage=24')).toMatchObject({ q: 'سامسونج', perPage: 24 });
    // Runs of spaces collapse and the ends are trimmed, as the request sends them.
    expect(parseShopQuery('?q=%20%20usb%20%20%20c%20').q).toBe('usb c');
    // The contract's searchQuery holds at most 200 characters.
    expect(parseShopQuery(`?q=${'a'.repeat(250)}`).q).toHaveLength(200);
  });

  it.each([['1000'], ['13'], ['0'], ['-12'], ['12.0'], ['abc'], [''], [null]])('reads perPage=%s as the default 12 (only 12, 24 and 48 are offered)', (value) => {
    expect(parsePerPage(value)).toBe(12);
  });

  it.each([
    ['price=abc', { priceRange: { min: -1, max: -1 } }],
    ['price=500-100', { priceRange: { min: -1, max: -1 } }],
    ['price=-5-100', { priceRange: { min: -1, max: -1 } }],
    ['page=-3', { page: 1 }],
    ['page=0', { page: 1 }],
    ['page=2.5', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['sortBy=cheapest', { sortBy: null }],
    ['categories=,,%3Cscript%3E,ok', { categories: ['ok'] }],
    ['categories=a,a', { categories: ['a'] }],
  ])('falls back to the default for the malformed %s', (search, expected) => {
    expect(() => parseShopQuery(search)).not.toThrow();
    expect(parseShopQuery(search)).toMatchObject(expected);
  });

  it('reads an empty or garbled query as the defaults', () => {
    const defaults = { categories: [], brands: [], tags: [], priceRange: { min: -1, max: -1 }, page: 1, perPage: 12, sortBy: null, q: '' };
    expect(parseShopQuery('')).toEqual(defaults);
    expect(parseShopQuery('%%%&&==')).toEqual(defaults);
  });
});

describe('address → the filters a listing requests', () => {
  it('reads the query under the slug rules of the listing, never a slug from another scope', () => {
    expect(filtersFromSearch('?brands=anker&page=2', { kind: 'category', slug: 'laptops' })).toEqual({
      ...initialShopFilters(),
      brands: ['anker'],
      page: 2,
      categorySlug: 'laptops',
    });
    expect(filtersFromSearch('', { kind: 'shop' })).toEqual(initialShopFilters());
    expect(filtersFromSearch('?price=abc&page=-3&sortBy=cheapest', { kind: 'tag', slug: 'new' })).toEqual({ ...initialShopFilters(), tagSlug: 'new' });
  });

  it('reads the words only on the search page, with the shop’s filters beside them', () => {
    expect(filtersFromSearch('?q=anker&brands=anker&perPage=24', { kind: 'search' })).toEqual({ ...initialShopFilters(), q: 'anker', brands: ['anker'], perPage: 24 });
    expect(filtersFromSearch('?q=anker', { kind: 'shop' }).q).toBe('');
    expect(filtersFromSearch('?q=anker', { kind: 'category', slug: 'laptops' }).q).toBe('');
  });

  it('writes q first and perPage only when not the default, and reads back what it wrote', () => {
    const filters = filtersFromSearch('', { kind: 'search' });
    const query = toShopQuery({ ...filters, q: 'usb c', perPage: 48, brands: ['anker'], page: 2 });
    expect(query).toBe('q=usb+c&brands=anker&page=2&perPage=48');
    expect(filtersFromSearch(`?${query}`, { kind: 'search' })).toMatchObject({ q: 'usb c', perPage: 48, brands: ['anker'], page: 2 });
    expect(toShopQuery({ ...filters, perPage: 12 })).toBe('');
  });

  it('sends the price the address holds, before any server range is known', () => {
    // The setter only writes a range narrower than the full one, so a reload asks for exactly that range at once.
    expect(toProductsParams(filtersFromSearch('?price=0-5000', { kind: 'shop' })).price).toBe('0-5000');
    expect(toProductsParams(filtersFromSearch('?price=100-900', { kind: 'shop' })).price).toBe('100-900');
    expect(toProductsParams(filtersFromSearch('?price=9-1', { kind: 'shop' })).price).toBeUndefined();
  });

  it('a change written with the server range and read back gives the same filters', () => {
    const bounds = { min: 120, max: 85_000 };
    const scope = { kind: 'brand', slug: 'anker' } as const;
    const start = filtersFromSearch('?categories=laptops&page=3', scope);
    const narrowed = filterChanges.setPriceRange(start, { min: 500, max: 20_000 });
    expect(filtersFromSearch(toShopQuery(narrowed, bounds), scope)).toEqual(narrowed);
    // Back to the full range: the price leaves the address and the request.
    const widened = filterChanges.setPriceRange(narrowed, bounds);
    expect(toShopQuery(widened, bounds)).toBe('categories=laptops');
    expect(toProductsParams(filtersFromSearch(toShopQuery(widened, bounds), scope)).price).toBeUndefined();
  });
});

describe('filters → address query', () => {
  it('leaves defaults out and round-trips the rest', () => {
    expect(toShopQuery(state())).toBe('');
    const chosen = state({ categories: ['laptops', 'phones'], brands: ['anker'], priceRange: { min: 100, max: 2500 }, page: 2, sortBy: 'newest' });
    const query = toShopQuery(chosen, { min: 50, max: 90_000 });
    expect(query).toBe('categories=laptops,phones&brands=anker&price=100-2500&page=2&sortBy=newest');
    expect(parseShopQuery(query)).toMatchObject({ categories: ['laptops', 'phones'], brands: ['anker'], priceRange: { min: 100, max: 2500 }, page: 2, sortBy: 'newest' });
  });
});

describe('the price parameter (spec section 7)', () => {
  it('is not sent while the range is unset, or covers 0-1000 before the server range is known', () => {
    expect(priceParam({ min: -1, max: -1 })).toBeUndefined();
    expect(priceParam({ min: 0, max: 1000 })).toBeUndefined();
    expect(priceParam({ min: 0, max: 5000 })).toBeUndefined();
  });
  it('is sent when narrower than 0-1000', () => {
    expect(priceParam({ min: 100, max: 1000 })).toBe('100-1000');
    expect(priceParam({ min: 0, max: 999 })).toBe('0-999');
  });
  it('is not sent when the range is the server price_range, and sent when narrower than it', () => {
    const bounds = { min: 120, max: 85_000 };
    expect(priceParam({ min: 120, max: 85_000 }, bounds)).toBeUndefined();
    expect(priceParam({ min: 120, max: 20_000 }, bounds)).toBe('120-20000');
  });
});

describe('filters → GET /products parameters', () => {
  it('asks the plain shop for page 1 with filters and nothing else narrowing', () => {
    expect(toProductsParams(state())).toEqual({ withFilters: true, page: 1, perPage: 12, withCategory: true, withBrand: true });
  });
  it('sends every selection, the slug and its for* flag', () => {
    const params = toProductsParams(
      state({ categories: ['a', 'b'], brands: ['c'], tags: ['d'], priceRange: { min: 10, max: 500 }, page: 2, sortBy: 'discount', categorySlug: 'laptops' }),
    );
    expect(params).toEqual({
      withFilters: true,
      categories: 'a,b',
      brands: 'c',
      tags: 'd',
      price: '10-500',
      page: 2,
      perPage: 12,
      sortBy: 'discount',
      categorySlug: 'laptops',
      forCategory: true,
      withCategory: true,
      withBrand: true,
    });
  });
  it.each([
    ['brand', { brandSlug: 'anker', forBrand: true }],
    ['tag', { tagSlug: 'gaming', forTag: true }],
  ] as const)('scopes a %s page by its slug', (kind, expected) => {
    const slug = kind === 'brand' ? 'anker' : 'gaming';
    expect(toProductsParams(scopedFilters(state(), { kind, slug }))).toMatchObject(expected);
  });
  it('sends the words as searchQuery and the page size as perPage, and no tags (no listing shows them)', () => {
    const params = toProductsParams(filtersFromSearch('?q=galaxy&perPage=48&sortBy=price_asc', { kind: 'search' }));
    expect(params).toMatchObject({ searchQuery: 'galaxy', perPage: 48, sortBy: 'price_asc', withFilters: true });
    expect(params).not.toHaveProperty('withTags');
    expect(params).not.toHaveProperty('categorySlug');
    expect(toProductsParams(filtersFromSearch('?q=', { kind: 'search' }))).not.toHaveProperty('searchQuery');
  });
});

describe('slug rules and resets (spec section 4)', () => {
  it('a category page sets the category slug and clears the brand slug', () => {
    expect(applyScope(state({ brandSlug: 'anker', tagSlug: 't' }), { kind: 'category', slug: 'laptops' })).toMatchObject({ categorySlug: 'laptops', brandSlug: null, tagSlug: 't' });
  });
  it('a brand page sets the brand slug and clears the category slug', () => {
    expect(applyScope(state({ categorySlug: 'laptops' }), { kind: 'brand', slug: 'anker' })).toMatchObject({ brandSlug: 'anker', categorySlug: null });
  });
  it('a tag page sets the tag slug and clears the category slug', () => {
    expect(applyScope(state({ categorySlug: 'laptops', brandSlug: 'anker' }), { kind: 'tag', slug: 'new' })).toMatchObject({ tagSlug: 'new', categorySlug: null, brandSlug: 'anker' });
  });
  it('the shop clears category and brand slugs', () => {
    expect(applyScope(state({ categorySlug: 'laptops', brandSlug: 'anker' }), { kind: 'shop' })).toMatchObject({ categorySlug: null, brandSlug: null });
  });
  it('toggles, price and sort go back to page 1; paging does not', () => {
    const onPage3 = state({ page: 3 });
    expect(filterChanges.toggleCategory(onPage3, 'a')).toMatchObject({ categories: ['a'], page: 1 });
    expect(filterChanges.toggleCategory(state({ categories: ['a'], page: 3 }), 'a')).toMatchObject({ categories: [], page: 1 });
    expect(filterChanges.toggleBrand(onPage3, 'b').page).toBe(1);
    expect(filterChanges.toggleTag(onPage3, 'c').page).toBe(1);
    expect(filterChanges.setPriceRange(onPage3, { min: 1, max: 2 }).page).toBe(1);
    expect(filterChanges.setSort(onPage3, 'newest').page).toBe(1);
    expect(filterChanges.setPage(onPage3, 4).page).toBe(4);
    expect(filterChanges.setPerPage(onPage3, 48)).toMatchObject({ perPage: 48, page: 1 });
  });
  it('reset on the search page keeps the words and the page size, clearing only the filters', () => {
    const searched = filtersFromSearch('?q=anker&brands=anker&price=10-500&sortBy=newest&perPage=24&page=2', { kind: 'search' });
    expect(filterChanges.reset(searched, { kind: 'search' }, { min: 5, max: 900 })).toEqual({ ...initialShopFilters(), q: 'anker', perPage: 24, priceRange: { min: 5, max: 900 } });
  });
  it('reset clears selections, sort and slugs and takes the server range, or 0-1000 with none loaded', () => {
    expect(resetFilters({ min: 50, max: 9000 })).toEqual({ ...initialShopFilters(), priceRange: { min: 50, max: 9000 } });
    expect(resetFilters(null).priceRange).toEqual({ min: 0, max: 1000 });
  });
  it('an unset price range (-1) takes the server range on first arrival, a chosen one is kept', () => {
    expect(withServerPriceRange({ min: -1, max: -1 }, { min: 50, max: 9000 })).toEqual({ min: 50, max: 9000 });
    expect(withServerPriceRange({ min: 100, max: 200 }, { min: 50, max: 9000 })).toEqual({ min: 100, max: 200 });
  });
});
