import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useListProducts } from '../../api/generated/endpoints/catalog/catalog';
import type { Brand, Category, FilterOption, PaginationInfo, Product, ProductFilters, ProductList, Tag } from '../../api/generated/model';
import { dataOf, objectOrNull, objectsIn, paginationOf, PRODUCT_KEYS } from '../../api/response-guards';
import { isRecord } from '../../lib/is-record';
import { filterChanges, filtersFromSearch, prefetchListing, toProductsParams, toShopQuery, type OptionGroupName, type PerPage, type PriceRange, type ShopFilters, type ShopScope } from './shop-filters';

/** A listing's answer as the page reads it: `paginationInfo` and `filters` only when well-formed. */
export type ListingAnswer = Omit<ProductList, 'paginationInfo' | 'filters'> & { paginationInfo?: PaginationInfo; filters?: ProductFilters };

const filtersOf = (value: unknown): ProductFilters | undefined => {
  if (!isRecord(value) || !isRecord(value.price_range)) return undefined;
  const { min, max } = value.price_range;
  if (typeof min !== 'number' || typeof max !== 'number') return undefined;
  const options = (list: unknown) => objectsIn<FilterOption>(list, 'slug', 'title');
  return { price_range: { min, max }, categories: options(value.categories), brands: options(value.brands), tags: options(value.tags) };
};

/**
 * A listing's answer as the page reads it. A malformed body (not an object, `data` not one, records not a
 * list) is ignored silently (spec section 8): no products, so the page shows its empty state; a malformed
 * `paginationInfo` shows no summary and no pagination, malformed `filters` no filter options.
 */
export const productListOf = (body: unknown): ListingAnswer => {
  const data = dataOf(body);
  const paginationInfo = paginationOf(data.paginationInfo);
  const filters = filtersOf(data.filters);
  return {
    records: objectsIn<Product>(data.records, ...PRODUCT_KEYS),
    ...(paginationInfo ? { paginationInfo } : {}),
    ...(filters ? { filters } : {}),
    category: objectOrNull<Category>(data.category),
    brand: objectOrNull<Brand>(data.brand),
    tag: objectOrNull<Tag>(data.tag),
  };
};

/**
 * One listing's filters and products, with the address as the only state:
 * address query → `filtersFromSearch` (typed filters) → `toProductsParams` → GET /products, and every change
 * the shopper makes goes through one setter that writes a new address (so Back/Forward, a reload and a
 * shared link show the same results). Nothing is copied: the server's price range (the slider's bounds) is
 * read from the last response — the current one, or the previous one kept as placeholder while the next
 * loads. A listing is mounted per scope (`ScopedListingPage` keys it), so that response is this scope's.
 * A change of the address waits for its answer (at most 200 ms, the router's navigation, decision 040); meanwhile,
 * from the frame after the click, the controls show the change on its way and the next change builds on it, while
 * the products stay the address's. That change counts only while the address is the one it was made on: once the
 * address changes (to it, Back, a link) it is forgotten in the same render.
 */
export function useShopFilters(scope: ShopScope) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const queryClient = useQueryClient();
  const scopeKey = 'slug' in scope ? `${scope.kind}:${scope.slug}` : scope.kind;
  const [onItsWay, setOnItsWay] = useState<{ from: string; filters: ShopFilters } | null>(null);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the scope is identified by its kind and slug
  const applied = useMemo(() => filtersFromSearch(search, scope), [search, scopeKey]);
  // Adjusted while rendering (React's way for state that follows a prop): only this hook's component runs again.
  if (onItsWay !== null && onItsWay.from !== search) setOnItsWay(null);
  const filters = onItsWay?.from === search ? onItsWay.filters : applied;
  const query = useListProducts(toProductsParams(applied), {
    query: { placeholderData: keepPreviousData, enabled: scope.kind !== 'search' || applied.q !== '', select: productListOf },
  });
  const priceRange = query.data?.filters?.price_range;
  const bounds: PriceRange | null = priceRange ? { min: priceRange.min, max: priceRange.max } : null;

  /** The one setter: the next filters become the address (defaults and a full price range left out). */
  const setFilters = (next: ShopFilters) => {
    const nextQuery = toShopQuery(next, bounds);
    navigate(nextQuery ? `${location}?${nextQuery}` : location);
    // In the frame after the click, not in its task: an answer already in (asked for on the press) has changed the
    // address by then, and the listing is drawn once, with it (decision 047).
    const [from, address] = [search, window.location.href];
    requestAnimationFrame(() => window.location.href === address && setOnItsWay({ from, filters: next }));
  };
  /** What an option's toggle would show, fetched before the click (the option pointed at or focused). */
  const prefetchToggle = (group: OptionGroupName, slug: string) => {
    void prefetchListing(scope, queryClient, toShopQuery(filterChanges.toggleOption(filters, group, slug), bounds));
  };

  return {
    filters,
    query,
    bounds,
    setFilters,
    prefetchToggle,
    toggleCategory: (slug: string) => setFilters(filterChanges.toggleCategory(filters, slug)),
    toggleBrand: (slug: string) => setFilters(filterChanges.toggleBrand(filters, slug)),
    toggleTag: (slug: string) => setFilters(filterChanges.toggleTag(filters, slug)),
    setPriceRange: (range: PriceRange) => setFilters(filterChanges.setPriceRange(filters, range)),
    setSort: (sortBy: ShopFilters['sortBy']) => setFilters(filterChanges.setSort(filters, sortBy)),
    setPage: (page: number) => setFilters(filterChanges.setPage(filters, page)),
    setPerPage: (perPage: PerPage) => setFilters(filterChanges.setPerPage(filters, perPage)),
    reset: () => setFilters(filterChanges.reset(filters, scope, bounds)),
  };
}
