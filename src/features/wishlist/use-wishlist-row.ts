import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { addToCart } from '../../api/generated/endpoints/cart/cart';
import { getGetWishlistQueryKey, removeFromWishlist } from '../../api/generated/endpoints/wishlist/wishlist';
import type { ListItem, WishlistResponse } from '../../api/generated/model';

export type WishlistRowAction = 'removingFromWishlist' | 'addingToCart';

/**
 * Spec section 4, wishlist row actions: removingFromWishlist and addingToCart; while one runs the others
 * are ignored. Add-to-cart is disabled when the product is already in the cart or out of stock; on
 * success the row's carted flag flips.
 */
export function useWishlistRow(item: ListItem) {
  const queryClient = useQueryClient();
  const [running, setRunning] = useState<WishlistRowAction | null>(null);
  const busy = useRef(false);
  const { product } = item;
  const canAddToCart = !product.is_carted && product.has_stock;

  const run = async (action: WishlistRowAction, work: () => Promise<unknown>) => {
    if (busy.current) return false;
    busy.current = true;
    setRunning(action);
    try {
      await work();
      return true;
    } catch {
      return false; /* the HTTP layer already told the shopper */
    } finally {
      busy.current = false;
      setRunning(null);
    }
  };

  const flipCarted = () =>
    queryClient.setQueryData<WishlistResponse>(getGetWishlistQueryKey(), (old) =>
      old
        ? {
            ...old,
            data: {
              wishlist: {
                items: old.data.wishlist.items.map((row) => (row.id === item.id ? { ...row, product: { ...row.product, is_carted: !row.product.is_carted } } : row)),
              },
            },
          }
        : old,
    );

  return {
    running,
    canAddToCart,
    remove: () => run('removingFromWishlist', () => removeFromWishlist(product.id)),
    addToCart: async () => {
      if (!canAddToCart) return false;
      const done = await run('addingToCart', () => addToCart(product.id, { quantity: 1 }));
      if (done) flipCarted();
      return done;
    },
  };
}
