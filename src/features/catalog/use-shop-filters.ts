import { keepPreviousData, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { getListProductsQueryOptions, useListProducts } from '../../api/generated/endpoints/catalog/catalog';
import type { Brand, Category, FilterOption, ListProductsParams, PaginationInfo, Product, ProductFilters, ProductList, Tag } from '../../api/generated/model';
import { dataOf, objectOrNull, objectsIn, paginationOf, PRODUCT_KEYS } from '../../api/response-guards';
import { rightAfterNextPaint } from '../../lib/after-next-paint';
import { DEFAULT_PRICE_RANGE, PRESS_FRAME_WAIT_MS } from '../../lib/constants';
import { isRecord } from '../../lib/is-record';
import { whenIdle } from '../../lib/when-idle';
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

/** The scope part of a listing's request: what its answer's price range depends on (not the filters). */
const scopeParams = ({ categorySlug, brandSlug, tagSlug, searchQuery }: ListProductsParams = {}) => JSON.stringify([categorySlug, brandSlug, tagSlug, searchQuery]);

/**
 * The server's price range for a listing's address (the slider's bounds, the reset's range, the full range a price
 * is narrower than), read from the query cache: the address's own answer, or while it is on its way the answer of
 * another address of the same scope (the range is the scope's, whatever the filters: spec section 7, `filters` of
 * a listing's answer), else 0–1000 (spec section 4: none loaded). Not a copy kept by the page: the cache is keyed by
 * the address, so a reload, Back and a listing mounted again read the same bounds.
 */
export function priceBoundsOf(queryClient: QueryClient, params: ListProductsParams): PriceRange {
  const { queryKey } = getListProductsQueryOptions(params);
  const [prefix] = queryKey;
  const own = queryClient.getQueryData(queryKey);
  const sameScope = () =>
    queryClient
      .getQueriesData({ queryKey: [prefix] })
      .find(([key, body]) => body !== undefined && scopeParams(key[1] as ListProductsParams | undefined) === scopeParams(params))?.[1];
  const range = productListOf(own ?? sameScope()).filters?.price_range;
  return range ? { min: range.min, max: range.max } : { ...DEFAULT_PRICE_RANGE };
}

/**
 * One listing's filters and products, with the address as their one state: address query → `filtersFromSearch`
 * (typed filters, parsed here once) → `toProductsParams` → GET /products, and every change the shopper makes goes
 * through one setter that writes a new address (so Back/Forward, a reload and a shared link show the same results).
 * Nothing is copied: the server's price range is read from the query cache for the address (`priceBoundsOf`). A
 * change of the address waits for its answer (at most 200 ms, the router's navigation, decision 040); meanwhile the
 * control pressed shows its new value in the press's own frame (`usePressedValue`), the other controls show the
 * address on its way (parsed the same way) from the task after it, and the next change builds on it at once, while
 * the products stay the address's (decision 069). That address counts only while the address is the one it was left
 * from: once the address changes (to it, Back, a link) it is forgotten in the same render.
 */
export function useShopFilters(scope: ShopScope) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const queryClient = useQueryClient();
  const scopeKey = 'slug' in scope ? `${scope.kind}:${scope.slug}` : scope.kind;
  const [onItsWay, setOnItsWay] = useState<{ from: string; to: string } | null>(null);
  // The last change asked for, at once (the state above follows a frame later): the next change builds on it.
  const asked = useRef<{ from: string; to: string } | null>(null);
  // Adjusted while rendering (React's way for state that follows a prop): only this hook's component runs again.
  if (onItsWay !== null && onItsWay.from !== search) setOnItsWay(null);
  const shownSearch = onItsWay?.from === search ? onItsWay.to : search;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the scope is identified by its kind and slug
  const applied = useMemo(() => filtersFromSearch(search, scope), [search, scopeKey]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the scope is identified by its kind and slug
  const filters = useMemo(() => (shownSearch === search ? applied : filtersFromSearch(shownSearch, scope)), [shownSearch, applied]);
  const params = toProductsParams(applied);
  const query = useListProducts(params, {
    query: { placeholderData: keepPreviousData, enabled: scope.kind !== 'search' || applied.q !== '', select: productListOf },
  });
  const bounds = priceBoundsOf(queryClient, params);
  /** What the next change builds on: the change just asked for while the controls have not drawn it yet. */
  const latest = () => (asked.current?.from === search ? filtersFromSearch(asked.current.to, scope) : filters);

  /** The one setter: the next filters become the address (defaults and a full price range left out). */
  const setFilters = (next: ShopFilters) => {
    const nextQuery = toShopQuery(next, bounds);
    const change = { from: search, to: nextQuery };
    asked.current = change;
    navigate(nextQuery ? `${location}?${nextQuery}` : location);
    // The press's frame shows the control pressed, drawn alone (`usePressedValue`); the listing's other controls
    // (chips, the Filters count, the price) show the address on its way in the task after it (decision 069).
    void rightAfterNextPaint(PRESS_FRAME_WAIT_MS).then(() => asked.current === change && setOnItsWay(change));
  };
  // The next page, asked for when the browser is idle after this page's answer (TanStack Query's paginated-queries
  // pattern): the shopper who pages finds it answered, and the page is drawn without waiting for the server
  // (decision 072). Not while the answer shown is the previous address's, nor past the last page.
  const shownPage = query.isPlaceholderData ? undefined : query.data?.paginationInfo;
  const nextPageQuery = shownPage && shownPage.currentPage < shownPage.lastPage ? toShopQuery(filterChanges.setPage(applied, shownPage.currentPage + 1), bounds) : null;
  useEffect(() => {
    if (nextPageQuery === null) return undefined;
    return whenIdle(() => void prefetchListing(scope, queryClient, nextPageQuery));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the scope is identified by its kind and slug
  }, [nextPageQuery, scopeKey, queryClient]);
  /** What an option's toggle would show, fetched before the click (the option pointed at or focused). */
  const prefetchToggle = (group: OptionGroupName, slug: string) => {
    void prefetchListing(scope, queryClient, toShopQuery(filterChanges.toggleOption(filters, group, slug), bounds));
  };

  return {
    filters,
    /** The address's query the controls show: a price being dragged is forgotten when it changes. */
    address: shownSearch,
    query,
    bounds,
    setFilters,
    prefetchToggle,
    toggleCategory: (slug: string) => setFilters(filterChanges.toggleCategory(latest(), slug)),
    toggleBrand: (slug: string) => setFilters(filterChanges.toggleBrand(latest(), slug)),
    toggleTag: (slug: string) => setFilters(filterChanges.toggleTag(latest(), slug)),
    setPriceRange: (range: PriceRange) => setFilters(filterChanges.setPriceRange(latest(), range)),
    setSort: (sortBy: ShopFilters['sortBy']) => setFilters(filterChanges.setSort(latest(), sortBy)),
    setPage: (page: number) => setFilters(filterChanges.setPage(latest(), page)),
    setPerPage: (perPage: PerPage) => setFilters(filterChanges.setPerPage(latest(), perPage)),
    reset: () => setFilters(filterChanges.reset(latest(), scope, bounds)),
  };
}
