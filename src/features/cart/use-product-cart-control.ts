import { useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { getGetCartQueryKey } from '../../api/generated/endpoints/cart/cart';
import type { CartResponse, Product } from '../../api/generated/model';
import { useCachedAnswer } from '../../api/use-cached-answer';
import { CART_QUANTITY_MIN } from '../../lib/constants';
import { cartChangesStore, requestQuantity, type CartChangeVia } from './cart-changes';

export interface ProductCartControl {
  /** Quantity of this product in the cart (0 when absent); optimistic while a change runs. */
  quantity: number;
  /** A change is running: controls are disabled with a spinner. */
  isBusy: boolean;
  canIncrement: boolean;
  canDecrement: boolean;
  /** The stock the limits use (the cart's fresher copy when the product is in it). */
  stock: number;
  /** Resolves true when the server kept the add (false when refused or not allowed). */
  add: () => Promise<boolean>;
  increment: () => Promise<void>;
  decrement: () => Promise<void>;
  remove: () => Promise<void>;
}

type CartProduct = Pick<Product, 'id' | 'stock' | 'carted_quantity' | 'has_stock'>;

/**
 * Add-to-cart and quantity control for one product (spec section 4): increment only below stock, decrement
 * only above 1 (at 1 the minus removes), the shown quantity is optimistic and rolls back when the server
 * refuses, and changes of one product are serialised (src/features/cart/cart-changes.ts). A cart line passes
 * `via: 'line'` so its changes address the cart item (PATCH/DELETE /cart/{itemId}).
 */
export function useProductCartControl(product: CartProduct, { via = 'product' }: { via?: CartChangeVia } = {}): ProductCartControl {
  const queryClient = useQueryClient();
  const changes = useSnapshot(cartChangesStore);
  // This product's line of the cached cart (filled at start and by every cart response; null when the product is not
  // in it, undefined while there is no cart), read without fetching it here.
  const line = useCachedAnswer(getGetCartQueryKey(), (body?: CartResponse) =>
    body ? (body.data.cart.items.find((item) => item.product.id === product.id) ?? null) : undefined,
  );
  const serverQuantity = line === undefined ? product.carted_quantity : (line?.quantity ?? 0);
  const quantity = changes.shown[product.id] ?? serverQuantity;
  const isBusy = (changes.running[product.id] ?? 0) > 0;
  const stock = line?.product.stock ?? product.stock;
  const inStock = line ? stock > 0 : product.has_stock && stock > 0;
  const canIncrement = !isBusy && inStock && quantity < stock;
  const canDecrement = !isBusy && quantity > CART_QUANTITY_MIN;

  const to = async (target: number) => {
    await requestQuantity(queryClient, product.id, target, via);
  };

  return {
    quantity,
    isBusy,
    canIncrement,
    canDecrement,
    stock,
    add: () => (canIncrement && quantity === 0 ? requestQuantity(queryClient, product.id, 1) : Promise.resolve(false)),
    increment: () => (canIncrement ? to(quantity + 1) : Promise.resolve()),
    decrement: () => (canDecrement ? to(quantity - 1) : Promise.resolve()),
    remove: () => (!isBusy && quantity > 0 ? to(0) : Promise.resolve()),
  };
}
