import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { applyFilters, filterChanges, filtersFromQuery, receivePriceBounds, scopeKeyOf, shopFiltersStore, syncFromQuery } from './shop-filters-store';
import { scopedFilters, toShopQuery, type PriceRange, type ShopFilters, type ShopScope } from './shop-filters';

/**
 * The shop filters of one listing, synced both ways with the address query: the address is read into the
 * store on every change (so Back/Forward and a reload show the same results), and every change the shopper
 * makes is pushed as a new address.
 */
export function useShopFilters(scope: ShopScope, bounds: PriceRange | null) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const scopeSlug = scope.kind === 'shop' ? '' : scope.slug;

  const boundsMin = bounds?.min;
  const boundsMax = bounds?.max;
  useEffect(() => {
    const known = boundsMin !== undefined && boundsMax !== undefined ? { min: boundsMin, max: boundsMax } : null;
    syncFromQuery(search, scope, known);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the scope is identified by its kind and slug
  }, [search, scope.kind, scopeSlug, boundsMin, boundsMax]);

  useEffect(() => {
    if (bounds) receivePriceBounds(bounds);
  }, [bounds]);

  const snapshot = useSnapshot(shopFiltersStore);
  // Until the effect has read a new address into the store, render what that address means (no stale request).
  const synced = snapshot.search === search && snapshot.scopeKey === scopeKeyOf(scope);
  const filters = scopedFilters(synced ? (snapshot.filters as ShopFilters) : filtersFromQuery(search, scope, bounds), scope);

  const commit = (next: ShopFilters) => {
    applyFilters(next);
    const query = toShopQuery(next, bounds);
    navigate(query ? `${location}?${query}` : location);
  };

  const current = () => scopedFilters({ ...(shopFiltersStore.filters as ShopFilters) }, scope);
  return {
    filters,
    toggleCategory: (slug: string) => commit(filterChanges.toggleCategory(current(), slug)),
    toggleBrand: (slug: string) => commit(filterChanges.toggleBrand(current(), slug)),
    toggleTag: (slug: string) => commit(filterChanges.toggleTag(current(), slug)),
    setPriceRange: (range: PriceRange) => commit(filterChanges.setPriceRange(current(), range)),
    setSort: (sortBy: ShopFilters['sortBy']) => commit(filterChanges.setSort(current(), sortBy)),
    setPage: (page: number) => commit(filterChanges.setPage(current(), page)),
    reset: () => commit(filterChanges.reset(current(), scope, bounds)),
  };
}
