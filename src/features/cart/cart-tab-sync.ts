import { hashKey, type QueryClient } from '@tanstack/react-query';
import { getCart, getGetCartQueryKey } from '../../api/generated/endpoints/cart/cart';
import type { CartResponse } from '../../api/generated/model';
import { sessionStore } from '../../session/session-store';
import { cartChangesStore } from './cart-changes';

const CHANNEL_NAME = 'storefront.cart';

/** What another tab needs to know changed: the lines and their quantities. */
const signature = (response: CartResponse | undefined) => response?.data.cart.items.map((item) => `${item.product.id}:${item.quantity}`).join(',');

/**
 * Tabs agree on the cart (issue 39 point 9: an idle tab kept showing "6 items" after another tab removed lines).
 * A tab whose cart changed tells the others (BroadcastChannel), which read the cart again; a tab coming back into
 * view reads it too. Reading it refreshes the cache and the header count (`src/api/cache-sync.ts`). A tab with its
 * own changes in flight waits for their answers, which carry the cart. Returns the stop.
 */
export function syncCartAcrossTabs(queryClient: QueryClient): () => void {
  const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CHANNEL_NAME);
  const cartHash = hashKey(getGetCartQueryKey());
  let refreshing = false;
  let last = signature(queryClient.getQueryData<CartResponse>(getGetCartQueryKey()));

  const refresh = async () => {
    if (!sessionStore.user || refreshing || Object.keys(cartChangesStore.running).length > 0) return;
    refreshing = true;
    try {
      await getCart(undefined, { silent: true });
    } catch {
      /* the next read will tell */
    } finally {
      refreshing = false;
    }
  };

  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryHash !== cartHash) return;
    const next = signature(event.query.state.data as CartResponse | undefined);
    if (next === last) return;
    const known = last !== undefined;
    last = next;
    // What this tab learnt by reading (a refresh) is not news to the others.
    if (known && !refreshing) channel?.postMessage({ userId: sessionStore.user?.id });
  });
  const onMessage = (event: MessageEvent<{ userId?: number }>) => {
    if (event.data.userId === sessionStore.user?.id) void refresh();
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible') void refresh();
  };
  channel?.addEventListener('message', onMessage);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    unsubscribe();
    channel?.close();
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
