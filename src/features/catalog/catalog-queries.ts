import type { QueryClient } from '@tanstack/react-query';
import { getGetHomeQueryOptions, getGetProductQueryOptions } from '../../api/generated/endpoints/catalog/catalog';
import type { GetProductParams, Product } from '../../api/generated/model';
import { dataOf, objectOrNull, PRODUCT_KEYS, recordsOf } from '../../api/response-guards';
import { LISTING_PRIORITY_IMAGES } from '../../lib/constants';
import { homeOf } from './home-of';
import { listingQuery, type ShopScope } from './shop-filters';

/** The product page embeds its category, brand and tags (spec section 7). */
export const PRODUCT_DETAIL_PARAMS: GetProductParams = { withCategory: true, withBrand: true, withTags: true };

/** Prefetch of the home page's data (banners, tiles, offers): the request the page makes on arrival. */
export const prefetchHome = (queryClient: QueryClient) => queryClient.prefetchQuery(getGetHomeQueryOptions());

/*
 * Lead images (decision 025): the images each page draws first with high priority, exactly as its `<img>` will
 * ask for them, read from the cached answer: home's first banner, a product's first image, the first row of a
 * listing. An answer not there yet, or malformed, has none.
 */
const texts = (values: readonly unknown[]) => values.filter((value): value is string => typeof value === 'string' && value !== '');

export const homeLeadImages = (queryClient: QueryClient) => {
  const body = queryClient.getQueryData(getGetHomeQueryOptions().queryKey);
  return body === undefined ? [] : texts([homeOf(body).banners[0]?.image]);
};

export const productLeadImages = (slug: string, queryClient: QueryClient) => {
  const record = objectOrNull<Partial<Product>>(dataOf(queryClient.getQueryData(getGetProductQueryOptions(slug, PRODUCT_DETAIL_PARAMS).queryKey)).record);
  return Array.isArray(record?.images) ? texts(record.images.slice(0, 1)) : [];
};

export const listingLeadImages = (scope: ShopScope, queryClient: QueryClient) => {
  const body = queryClient.getQueryData(listingQuery(scope, '').queryKey);
  return texts(
    recordsOf<Product>(body, ...PRODUCT_KEYS)
      .slice(0, LISTING_PRIORITY_IMAGES)
      .map((product) => (Array.isArray(product.images) ? product.images[0] : undefined)),
  );
};

/** Hover/focus prefetch of a product page's data: the same query the page runs. */
export const prefetchProduct = (slug: string, queryClient: QueryClient) =>
  queryClient.prefetchQuery(getGetProductQueryOptions(slug, PRODUCT_DETAIL_PARAMS));
