import { defineMessages } from 'react-intl';
import { toastBus } from '../../components/toast/toast-bus';
import { openCartPanel } from './cart-panel-store';

const messages = defineMessages({
  added: { id: 'cart.added', defaultMessage: 'Added to your cart: {title}' },
  viewCart: { id: 'cart.viewCart', defaultMessage: 'View cart' },
});

/**
 * Add to cart's confirmation (decision 015): a toast naming the product, its View cart opening the cart
 * panel. One toast for quick adds in a row (the latest product), never a queue of them.
 */
export const confirmAddedToCart = (title: string) =>
  toastBus.show({ key: 'cart-added', intent: 'success', message: messages.added, values: { title }, action: { label: messages.viewCart, onClick: openCartPanel } });
