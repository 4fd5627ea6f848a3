import { proxy } from 'valtio';
import type { ProductSort } from '../../api/generated/model';
import {
  applyScope,
  initialShopFilters,
  isPriceUnset,
  parseShopQuery,
  resetFilters,
  toggleIn,
  withServerPriceRange,
  type PriceRange,
  type ShopFilters,
  type ShopScope,
} from './shop-filters';

/** The shop filters (client state, synced both ways with the address query by `useShopFilters`). */
export const shopFiltersStore = proxy<{ filters: ShopFilters; scopeKey: string; search: string | null }>({
  filters: initialShopFilters(),
  scopeKey: '',
  /** The address query last read into the store. */
  search: null,
});

export const scopeKeyOf = (scope: ShopScope) => (scope.kind === 'shop' ? 'shop' : `${scope.kind}:${scope.slug}`);

const replace = (next: ShopFilters) => {
  Object.assign(shopFiltersStore.filters, next);
};

/** Address query → store, under the slug rules of the listing's scope. A new scope forgets the old price range. */
export function syncFromQuery(search: string, scope: ShopScope, bounds: PriceRange | null) {
  replace(filtersFromQuery(search, scope, bounds));
  shopFiltersStore.scopeKey = scopeKeyOf(scope);
  shopFiltersStore.search = search;
}

/** The state an address query means for a listing (the current price range is kept while on the same scope). */
export function filtersFromQuery(search: string, scope: ShopScope, bounds: PriceRange | null): ShopFilters {
  const scopeChanged = shopFiltersStore.scopeKey !== scopeKeyOf(scope);
  const parsed = parseShopQuery(search);
  const current = shopFiltersStore.filters;
  const priceRange = !isPriceUnset(parsed.priceRange)
    ? parsed.priceRange
    : bounds && !scopeChanged
      ? { ...bounds }
      : { min: -1, max: -1 };
  return applyScope({ ...current, ...parsed, priceRange }, scope);
}

/** When filters first arrive and the price range is unset, it takes the server min and max. */
export function receivePriceBounds(bounds: PriceRange) {
  shopFiltersStore.filters.priceRange = withServerPriceRange(shopFiltersStore.filters.priceRange, bounds);
}

/** Each change below returns the next state; toggles, price and sort reset the page to 1. */
export const filterChanges = {
  toggleCategory: (state: ShopFilters, slug: string): ShopFilters => ({ ...state, categories: toggleIn(state.categories, slug), page: 1 }),
  toggleBrand: (state: ShopFilters, slug: string): ShopFilters => ({ ...state, brands: toggleIn(state.brands, slug), page: 1 }),
  toggleTag: (state: ShopFilters, slug: string): ShopFilters => ({ ...state, tags: toggleIn(state.tags, slug), page: 1 }),
  setPriceRange: (state: ShopFilters, priceRange: PriceRange): ShopFilters => ({ ...state, priceRange, page: 1 }),
  setSort: (state: ShopFilters, sortBy: ProductSort | null): ShopFilters => ({ ...state, sortBy, page: 1 }),
  setPage: (state: ShopFilters, page: number): ShopFilters => ({ ...state, page }),
  /** Reset keeps the listing's own scope (the page the shopper is on). */
  reset: (_state: ShopFilters, scope: ShopScope, bounds: PriceRange | null): ShopFilters => applyScope(resetFilters(bounds), scope),
};

/** Apply a change to the store (the hook then writes it to the address). */
export function applyFilters(next: ShopFilters) {
  replace(next);
}
