import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../../tests/setup/mock-server';
import { createQueryClient } from '../../api/query-client';
import { connectHttpToApp } from '../../app/connect-http-to-app';
import { sessionStore } from '../../session/session-store';
import { beginSession, prepareSessionStart, startSession } from '../../session/start-session';
import { requestQuantity } from './cart-changes';

/** Every request the mock sees, in order, with the bearer it carried. */
const recordRequests = () => {
  const seen: { call: string; bearer: string | null }[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    seen.push({ call: `${request.method} ${new URL(request.url).pathname}`, bearer: request.headers.get('Authorization') });
  });
  return seen;
};

beforeEach(() => {
  mockServer.events.removeAllListeners();
  sessionStore.user = null;
  sessionStore.token = null;
  sessionStore.role = null;
  sessionStore.loaded = false;
});

describe('a change asked for before the session has started (decision 032)', () => {
  it('begins the prepared start once, for the app and an early change alike', async () => {
    let finish: () => void = () => undefined;
    const start = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    prepareSessionStart(start);
    const early = beginSession();
    const app = beginSession();
    expect(start).toHaveBeenCalledTimes(1);
    let settled = false;
    void Promise.all([early, app]).then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    finish();
    await Promise.all([early, app]);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('an add to cart clicked before the session starts waits for it and goes out with the guest token', async () => {
    const queryClient = createQueryClient();
    connectHttpToApp(queryClient);
    prepareSessionStart(() => startSession(() => undefined));
    const requests = recordRequests();

    // Nobody has begun the session yet (the app waits for the lead image's paint): the click begins it.
    const kept = await requestQuantity(queryClient, 1, 1);

    expect(kept).toBe(true);
    const calls = requests.map((request) => request.call);
    expect(calls[0]).toBe('POST /api/login/guests');
    const cartCalls = requests.filter((request) => request.call.includes('/cart'));
    expect(cartCalls.map((request) => request.call)).toEqual(['GET /api/cart', 'POST /api/cart/1']);
    for (const request of cartCalls) expect(request.bearer).toBe(`Bearer ${sessionStore.token}`);
    expect(sessionStore.role).toBe('guest');
  });
});
