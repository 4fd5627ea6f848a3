import type { QueryClient } from '@tanstack/react-query';
import { defineMessage } from 'react-intl';
import { proxy } from 'valtio';
import {
  addToCart,
  getCart,
  getGetCartQueryKey,
  removeCartItem,
  removeCartItemByProduct,
  updateCartItem,
  updateCartItemByProduct,
} from '../../api/generated/endpoints/cart/cart';
import type { Cart, CartResponse } from '../../api/generated/model';
import { toastBus } from '../../components/toast/toast-bus';
import { sessionStore } from '../../session/session-store';
import { beginSession } from '../../session/start-session';
import { forgetPendingCartChange, rememberPendingCartChange, takePendingCartChanges } from './pending-cart-changes';

/**
 * Client state of the cart changes in flight (never server data): the optimistic quantity shown per
 * product and how many changes are queued for it.
 */
export const cartChangesStore = proxy<{ shown: Record<number, number>; running: Record<number, number> }>({ shown: {}, running: {} });

const queues = new Map<number, Promise<void>>();

/**
 * The page is being left (reload, another site, tab closed): requests cut short by the unload must not count
 * as settled, so their changes stay in the journal (pending-cart-changes.ts) for the next start.
 */
let leaving = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    leaving = true;
  });
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
}
const offlineMessage = defineMessage({ id: 'cart.offline', defaultMessage: 'You are offline: your cart was not changed. Try again once you are back online.' });

/** Bumped when a change of a product fails: the changes queued after it were built on a refused state and are dropped. */
const epochs = new Map<number, number>();

/** The cart the server last answered (every cart response refreshes this cache: src/api/cache-sync.ts). */
export const cachedCart = (queryClient: QueryClient): Cart | undefined =>
  queryClient.getQueryData<CartResponse>(getGetCartQueryKey())?.data.cart;

const serverCart = async (queryClient: QueryClient): Promise<Cart> => {
  const cached = cachedCart(queryClient);
  if (cached) return cached;
  const response = await getCart(undefined, { silent: true });
  queryClient.setQueryData(getGetCartQueryKey(), response);
  return response.data.cart;
};

/**
 * Which of the spec's calls (section 7) a change goes through once the product has a line in the cart:
 * - `line`: a cart line's own control (cart panel, cart page) knows the item, so `PATCH /cart/{itemId}` and
 *   `DELETE /cart/{itemId}`;
 * - `product`: a product card, the product page or the wishlist know only the product, so
 *   `PATCH /cart/{productId}/by-product` and `DELETE /cart/{productId}/by-product`.
 * Adding a product that has no line is `POST /cart/{productId}` either way. (Decision 019.)
 */
export type CartChangeVia = 'line' | 'product';

/** The one request that takes the server's line of a product to `target` (0 removes it). */
const send = async (queryClient: QueryClient, productId: number, target: number, via: CartChangeVia) => {
  const cart = await serverCart(queryClient);
  const line = cart.items.find((item) => item.product.id === productId);
  const current = line?.quantity ?? 0;
  if (target === current) return;
  if (!line) {
    if (target > 0) await addToCart(productId, { quantity: target });
    return;
  }
  // The line's id is read from the server's latest cart, right before the request: never a stale one.
  if (via === 'line') {
    if (target <= 0) await removeCartItem(line.id);
    else await updateCartItem(line.id, { quantity: target });
  } else if (target <= 0) await removeCartItemByProduct(productId);
  else await updateCartItemByProduct(productId, { quantity: target });
};

/** After a refusal: read the server's cart again so what is shown is what the server has. */
const reconcile = async () => {
  try {
    await getCart(undefined, { silent: true }); // the response refreshes the cache and the header count
  } catch {
    /* the next read will tell */
  }
};

/**
 * Ask for a product's quantity to become `target`. The shown quantity changes at once; requests of one
 * product run one after the other (never two at a time), each reading the server's latest cart, so rapid
 * clicks cannot leave the cart in a state the server does not have. A refusal rolls the shown quantity back
 * to the server's and drops the changes queued behind it. Resolves true when the change was kept.
 */
export function requestQuantity(queryClient: QueryClient, productId: number, target: number, via: CartChangeVia = 'product'): Promise<boolean> {
  // Offline, nothing would reach the server: said at once, and nothing is shown changed (issue 39 point 8: the add
  // used to vanish without a word).
  if (typeof navigator !== 'undefined' && !navigator.onLine) {
    toastBus.show({ intent: 'error', message: offlineMessage });
    return Promise.resolve(false);
  }
  const epoch = epochs.get(productId) ?? 0;
  cartChangesStore.shown[productId] = Math.max(0, target);
  const userId = sessionStore.user?.id;
  if (userId !== undefined) rememberPendingCartChange({ productId, target: Math.max(0, target), via, userId, at: Date.now() });
  cartChangesStore.running[productId] = (cartChangesStore.running[productId] ?? 0) + 1;
  let kept = false;
  const previous = queues.get(productId) ?? Promise.resolve();
  const job = previous
    .then(async () => {
      if ((epochs.get(productId) ?? 0) !== epoch) return;
      try {
        // A change asked for in the page's first moments goes out with the session, not before it.
        await beginSession();
        await send(queryClient, productId, target, via);
        kept = true;
      } catch {
        epochs.set(productId, epoch + 1);
        await reconcile();
      }
    })
    .finally(() => {
      const left = (cartChangesStore.running[productId] ?? 1) - 1;
      if (left > 0) {
        cartChangesStore.running[productId] = left;
        if (!kept && (epochs.get(productId) ?? 0) !== epoch) delete cartChangesStore.shown[productId];
      } else {
        delete cartChangesStore.running[productId];
        delete cartChangesStore.shown[productId];
        if (queues.get(productId) === job) queues.delete(productId);
        // Settled on the server (kept or refused): nothing to send again, unless the unload cut it short.
        if (!leaving) forgetPendingCartChange(productId);
      }
    });
  queues.set(productId, job);
  return job.then(() => kept);
}

/** Resolves when every queued cart change has settled (tests and the checkout use it before reading totals). */
export const cartChangesSettled = async () => {
  while (queues.size > 0) await Promise.allSettled([...queues.values()]);
};

/** How many replayed changes are in flight at once: a long journal neither floods the API nor holds up the page. */
export const REPLAY_CONCURRENCY = 3;

/**
 * Sends again, at start, the changes the previous page asked for and did not see settled (a quantity changed
 * right before a reload): each is an absolute quantity, skipped when the server's cart already has it. Only
 * the current user's recent changes are sent, one per product, in the order they were asked for, at most
 * `REPLAY_CONCURRENCY` at a time. Resolves when they have settled.
 */
export async function replayPendingCartChanges(queryClient: QueryClient): Promise<void> {
  const userId = sessionStore.user?.id;
  if (userId === undefined) return;
  const changes = takePendingCartChanges(userId);
  let next = 0;
  const worker = async () => {
    while (next < changes.length) {
      const change = changes[next++]!;
      await requestQuantity(queryClient, change.productId, change.target, change.via);
    }
  };
  await Promise.all(Array.from({ length: Math.min(REPLAY_CONCURRENCY, changes.length) }, worker));
}
