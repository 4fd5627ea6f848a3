/**
 * Issue 12 point 14: "a quantity change made just before a reload is lost". A change is journaled on the
 * device when asked for, forgotten once the server answered, kept when the page is left before that, and sent
 * again at the next start (for the same shopper, while fresh), against the stateful mock.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getCart, getGetCartQueryKey } from '../../api/generated/endpoints/cart/cart';
import { createQueryClient } from '../../api/query-client';
import { connectHttpToApp } from '../../app/connect-http-to-app';
import { mockServer } from '../../../tests/setup/mock-server';
import { sessionStore } from '../../session/session-store';
import { startGuestSession } from '../../session/start-session';
import { cartChangesSettled, cartChangesStore, replayPendingCartChanges, requestQuantity } from './cart-changes';
import { PENDING_CART_CHANGE_MAX_AGE_MS, readPendingCartChanges, rememberPendingCartChange } from './pending-cart-changes';

const queryClient = createQueryClient();
beforeAll(() => connectHttpToApp(queryClient));

const serverQuantity = (productId: number) =>
  mockServer.db.state.carts.find((row) => row.userId === sessionStore.user?.id)?.items.find((line) => line.productId === productId)?.quantity ?? 0;

const product = () => mockServer.db.state.products.find((row) => row.stock > 10)!;

beforeEach(async () => {
  window.localStorage.clear();
  queryClient.clear();
  await startGuestSession();
  queryClient.setQueryData(getGetCartQueryKey(), await getCart());
});
afterEach(async () => {
  window.dispatchEvent(new Event('pageshow'));
  await cartChangesSettled();
});

describe('pending cart changes', () => {
  it('journals a change at once and forgets it once the server kept it', async () => {
    const { id } = product();
    const done = requestQuantity(queryClient, id, 3);
    expect(readPendingCartChanges()).toEqual([expect.objectContaining({ productId: id, target: 3, via: 'product', userId: sessionStore.user!.id })]);
    expect(await done).toBe(true);
    expect(serverQuantity(id)).toBe(3);
    expect(readPendingCartChanges()).toEqual([]);
  });

  it('keeps the change when the page is left before the answer (pagehide), and the next start sends it', async () => {
    const { id } = product();
    const done = requestQuantity(queryClient, id, 4);
    window.dispatchEvent(new Event('pagehide'));
    await done;
    expect(readPendingCartChanges()).toEqual([expect.objectContaining({ productId: id, target: 4 })]);
    window.dispatchEvent(new Event('pageshow'));
    // The next start: the server already has 4, so nothing is sent, and the journal is cleared.
    await replayPendingCartChanges(queryClient);
    expect(serverQuantity(id)).toBe(4);
    expect(readPendingCartChanges()).toEqual([]);
  });

  it('sends at start a change the last page never got to send, shown at once', async () => {
    const { id } = product();
    expect(serverQuantity(id)).toBe(0);
    rememberPendingCartChange({ productId: id, target: 2, via: 'product', userId: sessionStore.user!.id, at: Date.now() - 1000 });
    const replay = replayPendingCartChanges(queryClient);
    expect(cartChangesStore.shown[id]).toBe(2);
    await replay;
    expect(serverQuantity(id)).toBe(2);
    expect(readPendingCartChanges()).toEqual([]);
  });

  it("never sends another shopper's change or a stale one, and drops them", async () => {
    const [first, second] = mockServer.db.state.products.filter((row) => row.stock > 10);
    const userId = sessionStore.user!.id;
    rememberPendingCartChange({ productId: first!.id, target: 2, via: 'product', userId: userId + 1000, at: Date.now() });
    rememberPendingCartChange({ productId: second!.id, target: 2, via: 'product', userId, at: Date.now() - PENDING_CART_CHANGE_MAX_AGE_MS - 1 });
    await replayPendingCartChanges(queryClient);
    expect(serverQuantity(first!.id)).toBe(0);
    expect(serverQuantity(second!.id)).toBe(0);
    expect(readPendingCartChanges()).toEqual([]);
  });

  it('forgets a change the server refused (it would be refused again)', async () => {
    const { id, stock } = product();
    expect(await requestQuantity(queryClient, id, stock + 5)).toBe(false);
    expect(readPendingCartChanges()).toEqual([]);
  });
});
