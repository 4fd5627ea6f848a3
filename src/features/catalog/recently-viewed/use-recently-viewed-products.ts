import { useEffect } from 'react';
import { useListProducts } from '../../../api/generated/endpoints/catalog/catalog';
import type { Product } from '../../../api/generated/model';
import { RECENTLY_VIEWED_MAX } from '../../../lib/constants';
import { recentlyViewed, useRecentlyViewedIds } from '../../../session/recently-viewed';

/** The product page records each product it shows (once it has loaded). */
export function useRecordProductView(productId: number | undefined) {
  useEffect(() => {
    if (productId !== undefined) recentlyViewed.record(productId);
  }, [productId]);
}

export interface RecentlyViewedProducts {
  /** The stored ids to show, most recent first (known at once, before any request). */
  ids: readonly number[];
  /** Those products, fresh from the server in the current language, in the stored order; undefined while loading. */
  products: Product[] | undefined;
  failed: boolean;
}

/**
 * The recently viewed products but `excludeId` (the product on screen). One request, `GET /products?ids=…`,
 * with the ids sorted so the same set shares one cache entry whatever the viewing order; the answer is put
 * back in the stored order. A product the catalogue no longer has is simply not shown.
 */
export function useRecentlyViewedProducts(excludeId?: number): RecentlyViewedProducts {
  const ids = useRecentlyViewedIds().filter((id) => id !== excludeId);
  const requested = [...ids].sort((a, b) => a - b).join(',');
  const { data, isError } = useListProducts(
    { ids: requested, perPage: RECENTLY_VIEWED_MAX },
    // A side section: a failure hides it instead of a toast over the page the shopper came for.
    { query: { enabled: ids.length > 0, select: (body) => body.data.records }, request: { silent: true } },
  );
  const byId = new Map(data?.map((product) => [product.id, product]));
  const products = data && ids.flatMap((id) => byId.get(id) ?? []);
  return { ids, products, failed: isError };
}
