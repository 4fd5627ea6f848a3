import { defineMessage } from 'react-intl';
import { addToWishlist, getGetWishlistQueryKey, removeFromWishlist } from '../../api/generated/endpoints/wishlist/wishlist';
import type { Product, WishlistResponse } from '../../api/generated/model';
import { useCachedAnswer } from '../../api/use-cached-answer';
import { useListToggle } from '../../components/list-toggle/use-list-toggle';

const loginRequired = defineMessage({ id: 'wishlist.loginRequired', defaultMessage: 'You must be logged in to use the wishlist' });

/** Wishlist toggle for one product: the wishlist cache when loaded, else the product's is_wished flag. */
export function useWishlistToggle(product: Pick<Product, 'id' | 'is_wished'>) {
  const cached = useCachedAnswer(getGetWishlistQueryKey(), (body?: WishlistResponse) => body?.data.wishlist.items.some((item) => item.product.id === product.id));
  const isWished = cached ?? product.is_wished;
  const { isBusy, toggle } = useListToggle({
    isIn: isWished,
    add: () => addToWishlist(product.id),
    remove: () => removeFromWishlist(product.id),
    loginRequired,
  });
  return { isWished, isBusy, toggle };
}
