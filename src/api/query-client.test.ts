import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE_DATA_CACHE_MS } from '../lib/constants';
import { getGetCartQueryKey } from './generated/endpoints/cart/cart';
import { getGetCompareListQueryKey } from './generated/endpoints/compare/compare';
import { getListProductsQueryKey } from './generated/endpoints/catalog/catalog';
import { getGetWishlistQueryKey } from './generated/endpoints/wishlist/wishlist';
import { createQueryClient } from './query-client';

describe('createQueryClient', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps the cart, wishlist and compare list with no reader for the page’s lifetime, and drops a page’s data', () => {
    const client = createQueryClient();
    const lists = [getGetCartQueryKey(), getGetCartQueryKey({ 'with[]': ['wallet'] }), getGetWishlistQueryKey(), getGetCompareListQueryKey()];
    for (const key of lists) client.setQueryData(key, { success: true });
    client.setQueryData(getListProductsQueryKey(), { success: true });
    vi.advanceTimersByTime(ROUTE_DATA_CACHE_MS * 10);
    for (const key of lists) expect(client.getQueryData(key), JSON.stringify(key)).toEqual({ success: true });
    expect(client.getQueryData(getListProductsQueryKey())).toBeUndefined();
  });
});
