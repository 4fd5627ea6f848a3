import { defineMessage } from 'react-intl';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { addToWishlist, removeFromWishlist, useGetWishlist } from '../../api/generated/endpoints/wishlist/wishlist';
import type { Product } from '../../api/generated/model';
import { toastBus } from '../../components/toast/toast-bus';
import { sessionStore } from '../../session/session-store';

/** Wishlist toggle for one product: the wishlist cache when loaded, else the product's is_wished flag. */
export function useWishlistToggle(product: Pick<Product, 'id' | 'is_wished'>) {
  const { role } = useSnapshot(sessionStore);
  const [isBusy, setBusy] = useState(false);
  const { data: wishlist } = useGetWishlist({ query: { enabled: false, select: (body) => body.data.wishlist } });
  const isWished = wishlist ? wishlist.items.some((item) => item.product.id === product.id) : product.is_wished;

  const toggle = async () => {
    if (isBusy) return;
    if (role !== 'customer') {
      toastBus.show({ intent: 'warning', message: defineMessage({ id: 'wishlist.loginRequired', defaultMessage: 'You must be logged in to use the wishlist' }) });
      return;
    }
    setBusy(true);
    try {
      await (isWished ? removeFromWishlist(product.id) : addToWishlist(product.id));
    } catch {
      /* the HTTP layer already told the shopper */
    } finally {
      setBusy(false);
    }
  };
  return { isWished, isBusy, toggle };
}
