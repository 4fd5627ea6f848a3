import type { QueryClient } from '@tanstack/react-query';
import { getGetHomeQueryOptions, getGetProductQueryOptions, getListProductsQueryOptions } from '../../api/generated/endpoints/catalog/catalog';
import type { GetProductParams } from '../../api/generated/model';
import { applyScope, initialShopFilters, toProductsParams, type ShopScope } from './shop-filters';

/** The product page embeds its category, brand and tags (spec section 7). */
export const PRODUCT_DETAIL_PARAMS: GetProductParams = { withCategory: true, withBrand: true, withTags: true };

/** Prefetch of the home page's data (banners, tiles, offers): the request the page makes on arrival. */
export const prefetchHome = (queryClient: QueryClient) => queryClient.prefetchQuery(getGetHomeQueryOptions());

/** Hover/focus prefetch of a product page's data: the same query the page runs. */
export const prefetchProduct = (slug: string, queryClient: QueryClient) =>
  queryClient.prefetchQuery(getGetProductQueryOptions(slug, PRODUCT_DETAIL_PARAMS));

/** Hover/focus prefetch of a listing's first page with no filters: the request the page makes on arrival. */
export const prefetchListing = (scope: ShopScope, queryClient: QueryClient) =>
  queryClient.prefetchQuery(getListProductsQueryOptions(toProductsParams(applyScope(initialShopFilters(), scope))));
