import type { QueryClient } from '@tanstack/react-query';
import { getListProductsQueryOptions } from '../../api/generated/endpoints/catalog/catalog';
import type { ListProductsParams, ProductSort } from '../../api/generated/model';
import { ProductSort as ProductSortValues } from '../../api/generated/model';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE, DEFAULT_PRICE_RANGE, PER_PAGE_OPTIONS } from '../../lib/constants';
import { parseSearchTerm } from '../../lib/search-term';

/** Pure rules of the shop filters (spec section 4 'Shop filters' and section 7 GET /products). */

export interface PriceRange {
  min: number;
  max: number;
}

/** The price range before the server's filters first arrive (spec: -1). */
export const UNSET_PRICE: PriceRange = { min: -1, max: -1 };

/**
 * Which listing the shop is scoped to: the shop itself, a category, brand or tag page, or the search results
 * page (its term is the address's `q`, one more parameter of the same listing).
 */
export type ShopScope = { kind: 'shop' | 'search' } | { kind: 'category' | 'brand' | 'tag'; slug: string };

export type PerPage = (typeof PER_PAGE_OPTIONS)[number];

/** The filter panel's groups of options (a category page has no categories group, and so on). */
export type OptionGroupName = 'categories' | 'brands' | 'tags';

export interface ShopFilters {
  categories: string[];
  brands: string[];
  tags: string[];
  priceRange: PriceRange;
  page: number;
  /** Products per page: 12, 24 or 48. */
  perPage: PerPage;
  sortBy: ProductSort | null;
  /** The searched words (search results page only; '' elsewhere). */
  q: string;
  categorySlug: string | null;
  brandSlug: string | null;
  tagSlug: string | null;
}

export const initialShopFilters = (): ShopFilters => ({
  categories: [],
  brands: [],
  tags: [],
  priceRange: { ...UNSET_PRICE },
  page: DEFAULT_PAGE,
  perPage: DEFAULT_PER_PAGE,
  sortBy: null,
  q: '',
  categorySlug: null,
  brandSlug: null,
  tagSlug: null,
});

export const isPriceUnset = (range: PriceRange) => range.min < 0 || range.max < 0;

const SLUG = /^[a-z0-9][a-z0-9-]*$/i;
const splitList = (value: string | null): string[] =>
  Array.from(new Set((value ?? '').split(',').map((slug) => slug.trim()).filter((slug) => SLUG.test(slug))));

export const isProductSort = (value: unknown): value is ProductSort =>
  typeof value === 'string' && (Object.values(ProductSortValues) as string[]).includes(value);

/** `price=min-max` with 0 ≤ min ≤ max, else unset. */
export const parsePrice = (value: string | null): PriceRange => {
  const match = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/.exec(value ?? '');
  if (!match) return { ...UNSET_PRICE };
  const min = Number(match[1]);
  const max = Number(match[2]);
  return Number.isFinite(min) && Number.isFinite(max) && min <= max ? { min, max } : { ...UNSET_PRICE };
};

/** A page number ≥ 1, else the default page. */
export const parsePage = (value: string | null): number => {
  if (!value || !/^\d+$/.test(value)) return DEFAULT_PAGE;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : DEFAULT_PAGE;
};

/** One of the offered page sizes (12, 24, 48), else the default (12): a hand-typed `perPage=1000` asks for no more. */
export const parsePerPage = (value: string | null): PerPage => {
  const perPage = Number(value);
  return (PER_PAGE_OPTIONS as readonly number[]).includes(perPage) && /^\d+$/.test(value ?? '') ? (perPage as PerPage) : DEFAULT_PER_PAGE;
};

export type ShopQueryState = Pick<ShopFilters, 'categories' | 'brands' | 'tags' | 'priceRange' | 'page' | 'perPage' | 'sortBy' | 'q'>;

/** Address query → filter state. Malformed values fall back to their defaults; never throws. */
export const parseShopQuery = (search: string): ShopQueryState => {
  const query = new URLSearchParams(search);
  const sortBy = query.get('sortBy');
  return {
    categories: splitList(query.get('categories')),
    brands: splitList(query.get('brands')),
    tags: splitList(query.get('tags')),
    priceRange: parsePrice(query.get('price')),
    page: parsePage(query.get('page')),
    perPage: parsePerPage(query.get('perPage')),
    sortBy: isProductSort(sortBy) ? sortBy : null,
    q: parseSearchTerm(search),
  };
};

/**
 * Filter state → address query (no leading `?`); defaults are left out so the plain shop stays `/shop`. The
 * search term comes first (`/search?q=…&brands=…`), so the address reads as what was searched.
 */
export const toShopQuery = (state: ShopQueryState, bounds?: PriceRange | null): string => {
  const query = new URLSearchParams();
  if (state.q) query.set('q', state.q);
  if (state.categories.length > 0) query.set('categories', state.categories.join(','));
  if (state.brands.length > 0) query.set('brands', state.brands.join(','));
  if (state.tags.length > 0) query.set('tags', state.tags.join(','));
  const price = priceParam(state.priceRange, bounds);
  if (price) query.set('price', price);
  if (state.page !== DEFAULT_PAGE) query.set('page', String(state.page));
  if (state.perPage !== DEFAULT_PER_PAGE) query.set('perPage', String(state.perPage));
  if (state.sortBy) query.set('sortBy', state.sortBy);
  return query.toString().replace(/%2C/g, ',');
};

/**
 * The `price` parameter: sent only when the range is narrower than the full range, which is 0–1000
 * (DEFAULT_PRICE_RANGE, spec section 7) until the server's price_range is known and that range after.
 * Decision: the shop's prices run far above 1000 EGP, so a range equal to the server's own price_range
 * (what the slider takes on first arrival, or after reset) filters nothing and is not sent, while any
 * range narrower than it is.
 */
export const priceParam = (range: PriceRange, bounds?: PriceRange | null): string | undefined => {
  if (isPriceUnset(range)) return undefined;
  const full = bounds ?? DEFAULT_PRICE_RANGE;
  if (range.min <= full.min && range.max >= full.max) return undefined;
  return `${range.min}-${range.max}`;
};

/**
 * Filter state → GET /products parameters, exactly per spec section 7. The price is the address's own:
 * the setter writes it only when narrower than the full range (`toShopQuery` with the server's bounds, or
 * 0–1000 before they are known), so the request is a function of the address alone and needs no response
 * to be computed (see docs/decisions, shop filters).
 */
export const toProductsParams = (state: ShopFilters): ListProductsParams => {
  const params: ListProductsParams = { withFilters: true };
  if (state.categories.length > 0) params.categories = state.categories.join(',');
  if (state.brands.length > 0) params.brands = state.brands.join(',');
  if (state.tags.length > 0) params.tags = state.tags.join(',');
  if (!isPriceUnset(state.priceRange)) params.price = `${state.priceRange.min}-${state.priceRange.max}`;
  params.page = state.page;
  params.perPage = state.perPage;
  if (state.sortBy) params.sortBy = state.sortBy;
  if (state.q) params.searchQuery = state.q;
  if (state.categorySlug) {
    params.categorySlug = state.categorySlug;
    params.forCategory = true;
  }
  if (state.brandSlug) {
    params.brandSlug = state.brandSlug;
    params.forBrand = true;
  }
  if (state.tagSlug) {
    params.tagSlug = state.tagSlug;
    params.forTag = true;
  }
  params.withCategory = true;
  params.withBrand = true;
  return params;
};

/**
 * The slug rules: a category page sets the category slug and clears the brand slug; a brand page sets the brand slug
 * and clears the category slug; a tag page sets the tag slug and clears the category slug; the shop clears category
 * and brand slugs. (Spec section 4, literally: the slug a rule does not name is kept; see `scopedFilters`.)
 */
export const applyScope = (state: ShopFilters, scope: ShopScope): ShopFilters => {
  switch (scope.kind) {
    case 'category':
      return { ...state, categorySlug: scope.slug, brandSlug: null };
    case 'brand':
      return { ...state, brandSlug: scope.slug, categorySlug: null };
    case 'tag':
      return { ...state, tagSlug: scope.slug, categorySlug: null };
    case 'shop':
    case 'search':
      return { ...state, categorySlug: null, brandSlug: null };
  }
};

/**
 * The state a listing requests: its own scope's slug only (a tag slug left over from a tag page is not sent
 * from the shop), and a search term only on the search page.
 */
export const scopedFilters = (state: ShopFilters, scope: ShopScope): ShopFilters => ({
  ...state,
  q: scope.kind === 'search' ? state.q : '',
  categorySlug: scope.kind === 'category' ? scope.slug : null,
  brandSlug: scope.kind === 'brand' ? scope.slug : null,
  tagSlug: scope.kind === 'tag' ? scope.slug : null,
});

/** Toggling a category, brand or tag resets the page to 1. */
export const toggleIn = (list: string[], slug: string): string[] =>
  list.includes(slug) ? list.filter((item) => item !== slug) : [...list, slug];

/** Reset: selections, sort and slugs cleared; price to the server min and max (0–1000 when none loaded). */
export const resetFilters = (bounds: PriceRange | null | undefined): ShopFilters => ({
  ...initialShopFilters(),
  priceRange: bounds ? { ...bounds } : { ...DEFAULT_PRICE_RANGE },
});

/** When filters first arrive and the price range is unset (-1), it takes the server min and max. */
export const withServerPriceRange = (range: PriceRange, bounds: PriceRange): PriceRange =>
  isPriceUnset(range) ? { ...bounds } : range;

/** The filters an address means for a listing: the query's selections under the slug rules of its scope. */
export const filtersFromSearch = (search: string, scope: ShopScope): ShopFilters =>
  scopedFilters({ ...initialShopFilters(), ...parseShopQuery(search) }, scope);

/** The listing an address's query ('' for none) asks for: the query the page runs (`useShopFilters`). */
export const listingQuery = (scope: ShopScope, search: string) => getListProductsQueryOptions(toProductsParams(filtersFromSearch(search, scope)));

/** Asks for a listing ahead of time (a route's loader; an option pointed at), read by the page from the same query. */
export const prefetchListing = (scope: ShopScope, queryClient: QueryClient, search: string) => queryClient.prefetchQuery(listingQuery(scope, search));

/** Each change returns the next filters; toggles, price and sort go back to page 1 (spec section 4). */
const toggleOption = (state: ShopFilters, group: OptionGroupName, slug: string): ShopFilters => ({ ...state, [group]: toggleIn(state[group], slug), page: 1 });

export const filterChanges = {
  toggleOption,
  toggleCategory: (state: ShopFilters, slug: string) => toggleOption(state, 'categories', slug),
  toggleBrand: (state: ShopFilters, slug: string) => toggleOption(state, 'brands', slug),
  toggleTag: (state: ShopFilters, slug: string) => toggleOption(state, 'tags', slug),
  setPriceRange: (state: ShopFilters, priceRange: PriceRange): ShopFilters => ({ ...state, priceRange, page: 1 }),
  setSort: (state: ShopFilters, sortBy: ProductSort | null): ShopFilters => ({ ...state, sortBy, page: 1 }),
  setPage: (state: ShopFilters, page: number): ShopFilters => ({ ...state, page }),
  /** A new page size starts again at page 1 (page 3 of 12 is not page 3 of 48). */
  setPerPage: (state: ShopFilters, perPage: PerPage): ShopFilters => ({ ...state, perPage, page: 1 }),
  /**
   * Reset keeps the listing's own scope (the page the shopper is on), the searched words (they are what the
   * search page is about, not a filter) and the page size (a way of viewing, not a narrowing).
   */
  reset: (state: ShopFilters, scope: ShopScope, bounds: PriceRange | null): ShopFilters => ({
    ...applyScope(resetFilters(bounds), scope),
    q: state.q,
    perPage: state.perPage,
  }),
};
