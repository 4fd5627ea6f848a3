import { QueryObserver } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '../tests/setup/mock-server';
import { addToCart, getCart, getGetCartQueryKey } from '../src/api/generated/endpoints/cart/cart';
import { getListProductsQueryKey, listProducts } from '../src/api/generated/endpoints/catalog/catalog';
import type { CartResponse, ProductListResponse } from '../src/api/generated/model';
import { createQueryClient } from '../src/api/query-client';
import { connectHttpToApp } from '../src/app/connect-http-to-app';
import { localeStore } from '../src/i18n/locale-store';
import { sessionActions } from '../src/session/session-store';
import { startGuestSession } from '../src/session/start-session';
import { connectHttpToHalves, scopeClientToLocale } from './locale-scope';

const ARABIC_LETTER = /[\u0600-\u06FF]/;
const localesAsked: string[] = [];
mockServer.events.on('request:start', ({ request }) => localesAsked.push(`${new URL(request.url).pathname.replace(/^.*\/api/, '')} ${request.headers.get('locale-code')}`));

/** The two halves of the "Both" canvas, wired as the preview wires them. */
const halves = () => {
  const en = createQueryClient();
  const ar = createQueryClient();
  connectHttpToApp(en);
  scopeClientToLocale(en, 'en');
  connectHttpToApp(ar);
  scopeClientToLocale(ar, 'ar');
  connectHttpToHalves({ en, ar });
  return { en, ar };
};

const productsQuery = { queryKey: getListProductsQueryKey({ perPage: 2 }), queryFn: ({ signal }: { signal: AbortSignal }) => listProducts({ perPage: 2 }, undefined, signal) };
const cartQuery = { queryKey: getGetCartQueryKey(), queryFn: ({ signal }: { signal: AbortSignal }) => getCart(undefined, undefined, signal) };
const firstTitle = (response: ProductListResponse | CartResponse | undefined) =>
  response && 'cart' in response.data ? response.data.cart.items[0]?.product.title : (response as ProductListResponse | undefined)?.data.records[0]?.title;

beforeEach(async () => {
  sessionActions.clearCredentials();
  localeStore.locale = 'en';
  localesAsked.length = 0;
  await startGuestSession();
});

describe('the English-and-Arabic canvas: each half asks the one mock in its own language', () => {
  it('sends the two halves’ reads, made together, each with its own locale-code, and each gets its own language', async () => {
    const { en, ar } = halves();
    const [english, arabic] = await Promise.all([en.fetchQuery(productsQuery), ar.fetchQuery(productsQuery)]);

    expect(localesAsked.filter((line) => line.startsWith('/products'))).toEqual(expect.arrayContaining(['/products en', '/products ar']));
    expect(firstTitle(english)).not.toMatch(ARABIC_LETTER);
    expect(firstTitle(arabic)).toMatch(ARABIC_LETTER);
  });

  it('puts a change’s answer in the cache of the half that asked, and has the other half fetch its lists again in its language', async () => {
    const { en, ar } = halves();
    const products = await en.fetchQuery(productsQuery);
    await Promise.all([en.fetchQuery(cartQuery), ar.fetchQuery(cartQuery)]);
    // Each half's cart is on screen (the header's count, a card's quantity): an observer of the query.
    const stopWatching = [en, ar].map((client) => new QueryObserver(client, cartQuery).subscribe(() => {}));
    const productId = products.data.records[0]!.id;

    // The shopper pressed "Add" in the Arabic half: its capture listener made Arabic the language of direct calls.
    localeStore.locale = 'ar';
    await addToCart(productId, { quantity: 1 });

    expect(firstTitle(ar.getQueryData<CartResponse>(getGetCartQueryKey()))).toMatch(ARABIC_LETTER);
    await expect.poll(() => firstTitle(en.getQueryData<CartResponse>(getGetCartQueryKey()))).toBeTruthy();
    expect(firstTitle(en.getQueryData<CartResponse>(getGetCartQueryKey()))).not.toMatch(ARABIC_LETTER);
    expect(localesAsked).toContain('/cart en');
    for (const stop of stopWatching) stop();
  });
});
