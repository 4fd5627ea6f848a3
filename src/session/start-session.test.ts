import { http as mswHttp, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../tests/setup/mock-server';
import { login } from '../api/generated/endpoints/session/session';
import { createQueryClient } from '../api/query-client';
import { connectHttpToApp } from '../app/connect-http-to-app';
import { sessionActions, sessionStore } from './session-store';
import { endSession, startGuestSession, startSession } from './start-session';

const resetSession = () => {
  sessionStore.user = null;
  sessionStore.token = null;
  sessionStore.role = null;
  sessionStore.loaded = false;
};

/** Counts the calls the session bootstrap makes. */
const countRequests = () => {
  const seen: string[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return seen;
};

const signInAsDemo = async () => {
  await startGuestSession();
  const { data } = await login({ email: 'demo@niletech.eg', password: 'Demo@1234' });
  return data.record;
};

beforeEach(() => {
  mockServer.events.removeAllListeners();
  resetSession();
  connectHttpToApp(createQueryClient());
});

describe('session bootstrap (spec section 4)', () => {
  it('makes a guest login when no access token is stored, and stores it with role guest', async () => {
    const requests = countRequests();
    await startSession(() => {});
    expect(requests).toEqual(['POST /api/login/guests']);
    expect(sessionStore.role).toBe('guest');
    expect(sessionStore.token).toMatch(/\S{8,}/);
    expect(sessionStore.user?.access_token).toBe(sessionStore.token);
    expect(sessionStore.loaded).toBe(true);
  });

  it('loads the initial data when a token is stored, and hands over cart, wishlist and compare list', async () => {
    const customer = await signInAsDemo();
    resetSession();
    sessionStore.token = customer.access_token;
    const requests = countRequests();
    const syncLists = vi.fn();

    await startSession(syncLists);

    expect(requests).toEqual(['GET /api/initial-data']);
    expect(sessionStore.user?.email).toBe('demo@niletech.eg');
    expect(sessionStore.role).toBe('customer');
    expect(sessionStore.loaded).toBe(true);
    const lists = syncLists.mock.calls[0]?.[0];
    expect(lists.cart.items).toBeInstanceOf(Array);
    expect(lists.wishlist.items).toBeInstanceOf(Array);
    expect(lists.compareList.items).toBeInstanceOf(Array);
  });

  it('falls back to one guest login when the stored token is refused', async () => {
    sessionStore.token = 'expired-token';
    sessionStore.role = 'guest';
    const requests = countRequests();
    await startSession(() => {});
    expect(requests.filter((request) => request === 'POST /api/login/guests')).toHaveLength(1);
    expect(sessionStore.role).toBe('guest');
    expect(sessionStore.token).not.toBe('expired-token');
  });

  it('surfaces a server failure instead of pretending to be signed in', async () => {
    sessionStore.token = 'some-token';
    mockServer.use(mswHttp.get('*/initial-data', () => HttpResponse.json({ success: false, message: 'down' }, { status: 500 })));
    await expect(startSession(() => {})).rejects.toMatchObject({ status: 500 });
    expect(sessionStore.loaded).toBe(false);
  });

  it('shares one guest login between concurrent callers', async () => {
    const requests = countRequests();
    const [first, second] = await Promise.all([startGuestSession(), startGuestSession()]);
    expect(first).toBe(second);
    expect(requests).toEqual(['POST /api/login/guests']);
  });
});

describe('persistence', () => {
  it('keeps the user record in local storage so it survives a reload', async () => {
    await startGuestSession();
    await Promise.resolve();
    const stored = JSON.parse(localStorage.getItem('storefront.session') ?? 'null');
    expect(stored.token).toBe(sessionStore.token);
    expect(stored.role).toBe('guest');
    expect(stored.user.id).toBe(sessionStore.user?.id);
  });
});

describe('logout', () => {
  it('is a guest login that drops the customer and their cached data', async () => {
    const customer = await signInAsDemo();
    sessionActions.signIn(customer);
    const queryClient = createQueryClient();
    queryClient.setQueryData(['/cart'], { data: 'customer cart' });
    queryClient.setQueryData(['/preloaded-data'], { data: 'settings' });

    await endSession(queryClient);

    expect(sessionStore.role).toBe('guest');
    expect(sessionStore.token).not.toBe(customer.access_token);
    expect(queryClient.getQueryData(['/cart'])).toBeUndefined();
    expect(queryClient.getQueryData(['/preloaded-data'])).toEqual({ data: 'settings' });
  });

  // Issue 38: /{locale}/logout opened by its address. Start-up's initial data leaves with the customer's token beside
  // the logout's guest login; held here until the guest login has answered, it must not write the customer back.
  it("drops start-up's initial data that answers after the logout's guest login", async () => {
    const customer = await signInAsDemo();
    sessionActions.signIn(customer);
    const queryClient = createQueryClient();
    connectHttpToApp(queryClient);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const requests = countRequests();
    mockServer.use(
      mswHttp.get('*/initial-data', async () => {
        // Then no answer from here: the stateful mock's own, for the customer's token.
        await held;
      }),
    );
    const syncLists = vi.fn();

    const started = startSession(syncLists);
    const ended = endSession(queryClient);
    await ended;
    expect(sessionStore.role).toBe('guest');
    const guestToken = sessionStore.token;
    release();
    await started;

    expect(requests).toEqual(['GET /api/initial-data', 'POST /api/login/guests']);
    expect(sessionStore.role).toBe('guest');
    expect(sessionStore.token).toBe(guestToken);
    expect(sessionStore.user?.email ?? null).not.toBe('demo@niletech.eg');
    expect(JSON.parse(localStorage.getItem('storefront.session') ?? 'null')).toMatchObject({ role: 'guest', token: guestToken });
    expect(syncLists).not.toHaveBeenCalled();
    // Nor did the answer reach the caches through the HTTP layer (the customer's cart in the guest's header).
    expect(queryClient.getQueryData(['/cart'])).toBeUndefined();
  });

  it('a guest login that answers after a sign-in writes nothing', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    mockServer.use(
      mswHttp.post('*/login/guests', async () => {
        await held;
      }),
    );
    const guest = startGuestSession();
    const customer = { id: 2, name: 'Mona', email: 'demo@niletech.eg', phone: null, role: 'customer', gender: null, access_token: 'customer-token', totals: { cartItems: 0, compareItems: 0, orders: 0, purchased: 0, wishlistItems: 0 } } as const;
    sessionActions.signIn(customer);
    release();
    await expect(guest).resolves.toBeNull();
    expect(sessionStore.token).toBe('customer-token');
    expect(sessionStore.role).toBe('customer');
  });
});
