import { http as mswHttp, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../tests/setup/mock-server';
import { addToCart, getCart, getGetCartQueryKey } from '../api/generated/endpoints/cart/cart';
import { listProducts } from '../api/generated/endpoints/catalog/catalog';
import { login } from '../api/generated/endpoints/session/session';
import type { CartResponse } from '../api/generated/model';
import { createQueryClient } from '../api/query-client';
import { toastBus, type ToastNotice } from '../components/toast/toast-bus';
import { localeStore } from '../i18n/locale-store';
import { sessionActions, sessionStore } from '../session/session-store';
import { startGuestSession } from '../session/start-session';
import { connectHttpToApp } from './connect-http-to-app';
import { notFoundStore } from './not-found-store';

let queryClient = createQueryClient();
let toasts: ToastNotice[] = [];
let unsubscribe = () => {};

beforeEach(async () => {
  sessionActions.clearCredentials();
  notFoundStore.path = null;
  localeStore.locale = 'en';
  queryClient = createQueryClient();
  connectHttpToApp(queryClient);
  toasts = [];
  unsubscribe();
  unsubscribe = toastBus.subscribe((notice) => toasts.push(notice), (work) => work);
  window.history.replaceState(null, '', '/en/shop');
  await startGuestSession();
});

describe('the HTTP layer wired to the app', () => {
  it('ends a customer session on a 401: id, name, email, role and token cleared, the login page with the way back', async () => {
    window.history.replaceState(null, '', '/en/shop?brands=samsung&page=2');
    const { data } = await login({ email: 'demo@niletech.eg', password: 'Demo@1234' });
    sessionActions.signIn(data.record);
    sessionStorage.setItem('storefront.checkout', '{"typed":"kept"}');
    mockServer.use(mswHttp.get('*/cart', () => HttpResponse.json({ success: false, message: 'Unauthenticated.' }, { status: 401 })));

    await expect(getCart()).rejects.toMatchObject({ status: 401 });

    // Spec sections 4 and 8: the login page of the current locale, its redirect the address the customer was on.
    expect(window.location.pathname).toBe('/en/login');
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/en/shop?brands=samsung&page=2');
    expect(sessionStore.user?.email ?? null).not.toBe('demo@niletech.eg');
    expect(sessionStore.role).not.toBe('customer');
    expect(sessionStore.token).not.toBe(data.record.access_token);
    expect(toasts).toEqual([expect.objectContaining({ intent: 'warning', message: expect.objectContaining({ id: 'session.expired' }) })]);
    await expect.poll(() => sessionStore.role).toBe('guest');
    expect(JSON.parse(localStorage.getItem('storefront.session') ?? 'null')).toMatchObject({ role: 'guest', token: sessionStore.token });
    expect(sessionStorage.getItem('storefront.checkout')).toBe('{"typed":"kept"}');
  });

  it("sends an Arabic customer to the Arabic login page; an address that is not a same-origin path is not a redirect", async () => {
    localeStore.locale = 'ar';
    // A path that reads as another host once used as an address (`//evil.example/…`).
    window.history.replaceState(null, '', `${window.location.origin}//evil.example/ar/profile`);
    const { data } = await login({ email: 'demo@niletech.eg', password: 'Demo@1234' });
    sessionActions.signIn(data.record);
    mockServer.use(mswHttp.get('*/cart', () => HttpResponse.json({ success: false, message: 'Unauthenticated.' }, { status: 401 }), { once: true }));

    await expect(getCart()).rejects.toMatchObject({ status: 401 });

    expect(window.location.pathname).toBe('/ar/login');
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/ar/');
  });

  it('ends the session once when several calls made with the revoked token fail together', async () => {
    const { data } = await login({ email: 'demo@niletech.eg', password: 'Demo@1234' });
    sessionActions.signIn(data.record);
    let releaseLate = () => {};
    let calls = 0;
    const lateAnswer = new Promise<void>((resolve) => (releaseLate = resolve));
    mockServer.use(
      mswHttp.get('*/cart', async () => {
        // The first call's 401 arrives after the guest session began (it was made with the customer's token).
        calls += 1;
        if (calls === 1) await lateAnswer;
        return HttpResponse.json({ success: false, message: 'Unauthenticated.' }, { status: 401 });
      }),
    );
    const late = getCart();
    await Promise.allSettled([getCart(), getCart(), getCart()]);
    await expect.poll(() => sessionStore.role).toBe('guest');
    const guestToken = sessionStore.token;
    expect(toasts).toHaveLength(1);
    // The late 401 for the old token does not end the new guest session.
    releaseLate();
    await expect(late).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.token).toBe(guestToken);
    expect(sessionStore.role).toBe('guest');
    expect(toasts).toHaveLength(1);
  });

  it("gives a guest whose token expired a fresh guest session without leaving the page", async () => {
    const oldToken = sessionStore.token;
    mockServer.use(mswHttp.get('*/cart', () => HttpResponse.json({ success: false, message: 'Unauthenticated.' }, { status: 401 }), { once: true }));
    await expect(getCart()).rejects.toMatchObject({ status: 401 });
    expect(window.location.pathname).toBe('/en/shop');
    expect(toasts).toHaveLength(0);
    await expect.poll(() => sessionStore.role).toBe('guest');
    expect(sessionStore.token).toBeTruthy();
    expect(sessionStore.token).not.toBe(oldToken);
  });

  it('raises the not-found page for a 404 read', async () => {
    await expect(listProducts({ categorySlug: 'no-such-category' })).rejects.toMatchObject({ status: 404 });
    expect(notFoundStore.path).toBe('/en/shop');
    expect(toasts).toHaveLength(0);
  });

  it('shows the server message of a refused change and keeps the page', async () => {
    await expect(addToCart(999_999, { quantity: 1 })).rejects.toMatchObject({ status: 404 });
    expect(notFoundStore.path).toBeNull();
    expect(toasts[0]?.intent).toBe('error');
  });

  it('refreshes the cart cache and the header count from any response carrying the cart', async () => {
    queryClient.setQueryData<CartResponse>(getGetCartQueryKey(), (await getCart()) as CartResponse);
    const before = sessionStore.user?.totals.cartItems ?? 0;
    const { data: products } = await listProducts({ perPage: 20 });
    const product = products.records.find((record) => record.has_stock && record.stock > 2);
    if (!product) throw new Error('seed has no product in stock');

    await addToCart(product.id, { quantity: 2 });

    const cached = queryClient.getQueryData<CartResponse>(getGetCartQueryKey());
    expect(cached?.data.cart.items.find((item) => item.product.id === product.id)?.quantity).toBe(2);
    expect(sessionStore.user?.totals.cartItems).toBe(before + 1);
  });
});
