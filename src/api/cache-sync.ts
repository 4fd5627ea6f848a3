import type { QueryClient } from '@tanstack/react-query';
import { isRecord } from '../lib/is-record';
import { getGetCartQueryKey } from './generated/endpoints/cart/cart';
import { getGetCompareListQueryKey } from './generated/endpoints/compare/compare';
import { getGetWishlistQueryKey } from './generated/endpoints/wishlist/wishlist';
import type { Cart, CartResponse, CompareList, CompareListResponse, Wishlist, WishlistResponse } from './generated/model';

export interface ListCounts {
  cartItems?: number;
  wishlistItems?: number;
  compareItems?: number;
}

const envelope = <T>(data: T) => ({ success: true, message: '', data });

const isCart = (value: unknown): value is Cart => isRecord(value) && Array.isArray(value.items) && isRecord(value.totals);
const hasItems = (value: unknown): value is Wishlist | CompareList => isRecord(value) && Array.isArray(value.items);

/**
 * The one place where a response carrying `cart`, `wishlist` or `compareList` refreshes those caches
 * (spec section 4). Returns the new counts for the header badges.
 */
export const syncListCaches = (queryClient: QueryClient, data: unknown): ListCounts => {
  const counts: ListCounts = {};
  if (!isRecord(data)) return counts;

  if (isCart(data.cart)) {
    const cart = data.cart;
    const extras = Object.fromEntries(
      (['addresses', 'paymentMethods', 'wallet'] as const).filter((key) => key in data).map((key) => [key, data[key]]),
    );
    const [cartRoot] = getGetCartQueryKey();
    queryClient.setQueriesData<CartResponse>({ queryKey: [cartRoot] }, (old) =>
      old ? { ...old, data: { ...old.data, ...extras, cart } } : old,
    );
    if (!queryClient.getQueryData(getGetCartQueryKey())) {
      queryClient.setQueryData<CartResponse>(getGetCartQueryKey(), envelope({ cart }));
    }
    counts.cartItems = cart.items.length;
  }
  if (hasItems(data.wishlist)) {
    const wishlist = data.wishlist;
    queryClient.setQueryData<WishlistResponse>(getGetWishlistQueryKey(), envelope({ wishlist }));
    counts.wishlistItems = wishlist.items.length;
  }
  if (hasItems(data.compareList)) {
    const compareList = data.compareList;
    queryClient.setQueryData<CompareListResponse>(getGetCompareListQueryKey(), envelope({ compareList }));
    counts.compareItems = compareList.items.length;
  }
  return counts;
};
