/**
 * Issue 12 point 14: "a quantity change made just before a reload is lost". A change is journaled on the
 * device when asked for, forgotten once the server answered, kept when the page is left before that, and sent
 * again at the next start (for the same shopper, while fresh), against the stateful mock.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { toastBus } from '../../components/toast/toast-bus';
import { getCart, getGetCartQueryKey } from '../../api/generated/endpoints/cart/cart';
import { createQueryClient } from '../../api/query-client';
import { connectHttpToApp } from '../../app/connect-http-to-app';
import { mockServer } from '../../../tests/setup/mock-server';
import { sessionStore } from '../../session/session-store';
import { startGuestSession } from '../../session/start-session';
import { cartChangesSettled, cartChangesStore, REPLAY_CONCURRENCY, replayPendingCartChanges, requestQuantity } from './cart-changes';
import {
  compactPendingCartChanges,
  PENDING_CART_CHANGE_MAX_AGE_MS,
  PENDING_CART_CHANGES_KEY,
  PENDING_CART_CHANGES_MAX,
  readPendingCartChanges,
  rememberPendingCartChange,
  type PendingCartChange,
} from './pending-cart-changes';

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

describe('a long pending journal (issue 39 point 5)', () => {
  const entry = (productId: number, at: number, target = 1): PendingCartChange => ({ productId, target, via: 'product', userId: 7, at });

  it('keeps one target per product (the latest), fresh ones only, oldest first, at most the cap', () => {
    const now = 1_000_000_000;
    const entries = [entry(1, now - 50, 2), entry(2, now - 40), entry(1, now - 10, 5), entry(3, now - PENDING_CART_CHANGE_MAX_AGE_MS - 1), entry(4, now + 60_000)];
    expect(compactPendingCartChanges(entries, now)).toEqual([entry(2, now - 40), entry(1, now - 10, 5)]);
    const many = Array.from({ length: 10_000 }, (_, index) => entry(index + 1, now - 10_000 + index));
    const kept = compactPendingCartChanges(many, now);
    expect(kept).toHaveLength(PENDING_CART_CHANGES_MAX);
    expect(kept.at(-1)).toEqual(entry(10_000, now - 1));
  });

  it('replays 10,000 stored entries quickly: one request per product, a few at a time, in the order asked for', async () => {
    const products = mockServer.db.state.products.filter((row) => row.stock > 10).slice(0, 12);
    const userId = sessionStore.user!.id;
    const now = Date.now();
    const entries = Array.from({ length: 10_000 }, (_, index) => ({ productId: products[index % products.length]!.id, target: 1 + (index % 3), via: 'product', userId, at: now - 10_000 + index }));
    window.localStorage.setItem(PENDING_CART_CHANGES_KEY, JSON.stringify(entries));
    const sent: string[] = [];
    let inFlight = 0;
    let mostInFlight = 0;
    const started = ({ request }: { request: Request }) => {
      if (request.method === 'GET' || !/\/cart\b/.test(new URL(request.url).pathname)) return;
      sent.push(new URL(request.url).pathname);
      mostInFlight = Math.max(mostInFlight, ++inFlight);
    };
    const ended = ({ request }: { request: Request }) => {
      if (request.method !== 'GET' && /\/cart\b/.test(new URL(request.url).pathname)) inFlight -= 1;
    };
    mockServer.events.on('request:start', started);
    mockServer.events.on('response:mocked', ended);
    onTestFinished(() => {
      mockServer.events.removeListener('request:start', started);
      mockServer.events.removeListener('response:mocked', ended);
    });
    const begun = performance.now();
    await replayPendingCartChanges(queryClient);
    expect(performance.now() - begun).toBeLessThan(2000);
    expect(sent).toHaveLength(products.length);
    expect(mostInFlight).toBeLessThanOrEqual(REPLAY_CONCURRENCY);
    // The last entry asked for each product wins.
    const latest = new Map(entries.map((change) => [change.productId, change.target]));
    for (const row of products) expect(serverQuantity(row.id)).toBe(latest.get(row.id));
    expect(readPendingCartChanges()).toEqual([]);
  });

  it('a change rewrites a capped journal, never the whole stored history', () => {
    const now = Date.now();
    window.localStorage.setItem(PENDING_CART_CHANGES_KEY, JSON.stringify(Array.from({ length: 10_000 }, (_, index) => entry(index + 1, now - 5_000 + index / 2))));
    rememberPendingCartChange(entry(99_999, now));
    expect(JSON.parse(window.localStorage.getItem(PENDING_CART_CHANGES_KEY)!)).toHaveLength(PENDING_CART_CHANGES_MAX);
  });
});

describe('a change asked for offline (issue 39 point 8)', () => {
  it('is said at once, changes nothing shown, sends nothing and journals nothing', async () => {
    const { id } = product();
    const toasts = vi.fn();
    onTestFinished(toastBus.subscribe(toasts, (work) => work));
    const online = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    onTestFinished(() => online.mockRestore());
    const sent = vi.fn();
    mockServer.events.on('request:start', sent);
    onTestFinished(() => void mockServer.events.removeListener('request:start', sent));
    expect(await requestQuantity(queryClient, id, 1)).toBe(false);
    expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ intent: 'error', message: expect.objectContaining({ id: 'cart.offline' }) }));
    expect(cartChangesStore.shown[id]).toBeUndefined();
    expect(sent).not.toHaveBeenCalled();
    expect(readPendingCartChanges()).toEqual([]);
    expect(serverQuantity(id)).toBe(0);
  });
});
