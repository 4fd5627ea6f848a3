import { useState } from 'react';
import { addToCart, removeCartItemByProduct, updateCartItemByProduct, useGetCart } from '../../api/generated/endpoints/cart/cart';
import type { Product } from '../../api/generated/model';

export interface ProductCartControl {
  /** Quantity of this product in the cart (0 when absent). */
  quantity: number;
  /** A change is running: controls are disabled with a spinner. */
  isBusy: boolean;
  canIncrement: boolean;
  canDecrement: boolean;
  add: () => Promise<void>;
  increment: () => Promise<void>;
  decrement: () => Promise<void>;
  remove: () => Promise<void>;
}

type CartProduct = Pick<Product, 'id' | 'stock' | 'carted_quantity' | 'has_stock'>;

/**
 * Add-to-cart and quantity control for one product (spec section 4). The cart cache (kept in sync by
 * every cart response) is the truth; the product's own carted_quantity is used until the cart is loaded.
 * Issue 4 makes the shown quantity optimistic with rollback.
 */
export function useProductCartControl(product: CartProduct): ProductCartControl {
  const [isBusy, setBusy] = useState(false);
  // Reads the cached cart (filled at start and by every cart response) without fetching it here.
  const { data: cart } = useGetCart(undefined, { query: { enabled: false, select: (body) => body.data.cart } });
  const line = cart?.items.find((item) => item.product.id === product.id);
  const quantity = cart ? (line?.quantity ?? 0) : product.carted_quantity;

  const run = async (change: () => Promise<unknown>) => {
    if (isBusy) return;
    setBusy(true);
    try {
      await change();
    } catch {
      /* the HTTP layer already told the shopper */
    } finally {
      setBusy(false);
    }
  };

  return {
    quantity,
    isBusy,
    canIncrement: product.has_stock && quantity < product.stock,
    canDecrement: quantity > 1,
    add: () => run(() => addToCart(product.id, { quantity: 1 })),
    increment: () => run(() => updateCartItemByProduct(product.id, { quantity: quantity + 1 })),
    decrement: () => run(() => updateCartItemByProduct(product.id, { quantity: quantity - 1 })),
    remove: () => run(() => removeCartItemByProduct(product.id)),
  };
}
