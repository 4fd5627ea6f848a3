/**
 * The stateful handlers over HTTP, on the mock server every unit test talks to
 * (`tests/setup/mock-server.ts`, reset after each test by `tests/setup/unit-setup.ts`).
 * Calls go through axios (XMLHttpRequest, jsdom FormData and File), as the SPA makes them.
 */
import axios from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listAddressesResponse } from '../../src/api/generated/zod/addresses/addresses.zod';
import { getCartResponse } from '../../src/api/generated/zod/cart/cart.zod';
import { getHomeResponse, getProductResponse, listProductsResponse } from '../../src/api/generated/zod/catalog/catalog.zod';
import { getCompareListResponse } from '../../src/api/generated/zod/compare/compare.zod';
import { getOrderResponse, listOrdersResponse, placeOrderResponse } from '../../src/api/generated/zod/orders/orders.zod';
import { getPreloadedDataResponse } from '../../src/api/generated/zod/preloaded/preloaded.zod';
import { getInitialDataResponse, loginResponse } from '../../src/api/generated/zod/session/session.zod';
import { getWalletResponse } from '../../src/api/generated/zod/wallet/wallet.zod';
import { currentMockServer, type MockServer } from '../node';
import { ORDER_TIMING } from '../db/rules/orders';
import { createTestClock, type TestClock } from '../testing/test-db';

const API = 'http://localhost/api';
const found = currentMockServer();
if (!found) throw new Error('The unit test setup (tests/setup/mock-server.ts) must create the mock server.');
const server: MockServer = found;
const client = axios.create({ baseURL: API, validateStatus: () => true });
let clock: TestClock;

beforeEach(() => {
  clock = createTestClock();
  server.db.useClock(() => clock.now);
  server.db.reset();
});
afterEach(() => server.db.useClock());

interface CallOptions {
  method?: string;
  token?: string;
  json?: unknown;
  form?: FormData;
  locale?: 'en' | 'ar';
  headers?: Record<string, string>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read arbitrary JSON answers
type Json = any;

async function call(path: string, options: CallOptions = {}): Promise<{ status: number; body: Json }> {
  const headers: Record<string, string> = { accept: 'application/json', 'application-type': 'web', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.locale) headers['locale-code'] = options.locale;
  const response = await client.request({ url: path, method: options.method ?? 'GET', headers, data: options.json ?? options.form });
  return { status: response.status, body: response.data };
}

async function guestToken(): Promise<string> {
  return (await call('/login/guests', { method: 'POST' })).body.data.record.access_token;
}

async function demoToken(): Promise<string> {
  const { status, body } = await call('/login', { method: 'POST', json: { email: 'demo@niletech.eg', password: 'Demo@1234' } });
  expect(status).toBe(200);
  expect(loginResponse.safeParse(body).success).toBe(true);
  return body.data.record.access_token;
}

function firstProduct(predicate: (product: MockServer['db']['state']['products'][number]) => boolean) {
  const product = server.db.state.products.find(predicate);
  if (!product) throw new Error('no product');
  return product;
}

describe('validation answers', () => {
  it('answers 422 in the API error shape with the first messages per field', async () => {
    const { status, body } = await call('/login', { method: 'POST', json: { email: 'not-an-email' } });
    expect(status).toBe(422);
    expect(body).toEqual({
      success: false,
      message: 'Validation failed',
      errors: { email: ['The email field must be a valid email address.'], password: ['The password field is required.'] },
    });
  });

  it('validates quantities, path ids and JSON', async () => {
    const token = await guestToken();
    const zero = await call('/cart/1', { method: 'POST', token, json: { quantity: 0 } });
    expect(zero.status).toBe(422);
    expect(zero.body.errors.quantity).toEqual(['The quantity field must be at least 1.']);
    const badId = await call('/cart/abc', { method: 'POST', token, json: {} });
    expect(badId.status).toBe(422);
    expect(badId.body.errors).toHaveProperty('id');
    const broken = await client.post('/cart/1', '{nope', { headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, transformRequest: [(data: unknown) => data] });
    expect(broken.status).toBe(422);
    expect(broken.data.errors).toHaveProperty('body');
  });

  it('localizes validation and rule messages with locale-code', async () => {
    const token = await guestToken();
    const out = firstProduct((product) => product.stock === 0);
    const { status, body } = await call(`/cart/${out.id}`, { method: 'POST', token, json: { quantity: 1 }, locale: 'ar' });
    expect(status).toBe(422);
    expect(body.message).toBe('فشل التحقق من البيانات');
    expect(body.errors.quantity).toEqual(['هذا المنتج غير متوفر حاليًا']);
  });
});

describe('permissions', () => {
  it('401s the cart without a known token, including a public guest token', async () => {
    expect((await call('/cart')).status).toBe(401);
    const { status, body } = await call('/cart', { token: 'public-token-1' });
    expect(status).toBe(401);
    expect(body).toEqual({ success: false, message: 'Unauthenticated.' });
  });

  it('403s a guest on compare, wishlist, wallet, addresses and POST /orders', async () => {
    const token = await guestToken();
    const compare = await call('/compare-lists/1', { method: 'POST', token });
    expect(compare.status).toBe(403);
    expect(compare.body.message).toBe('You must be logged in to compare products');
    for (const path of ['/profile/wishlist', '/wallets', '/addresses', '/profile/orders']) expect((await call(path, { token })).status).toBe(403);
    expect((await call('/orders', { method: 'POST', token, form: new FormData() })).status).toBe(403);
  });

  it('leaves the catalogue, content and tracking public', async () => {
    for (const path of ['/home', '/products', '/categories', '/brands', '/preloaded-data', '/faqs', '/governments', '/cities?government_id=1', '/contact-subjects']) {
      expect((await call(path)).status, path).toBe(200);
    }
    const shipped = server.db.state.orders.find((order) => order.trackingNumber)!;
    expect((await call(`/orders/track?trackingNumber=${shipped.trackingNumber}&contact=${shipped.contact.email}`)).body.data.record.number).toBe(shipped.number);
  });

  it('tells whoever holds an order number and its e-mail its progress, items and city, nothing else personal', async () => {
    const order = server.db.state.orders.find((row) => row.trackingNumber && row.shippingAddress)!;
    const { status, body } = await call(`/orders/track?orderNumber=${order.number}&contact=${encodeURIComponent(order.contact.email!)}`);
    expect(status).toBe(200);
    const record = body.data.record as Record<string, unknown>;
    expect(Object.keys(record).sort()).toEqual(['carrier', 'city', 'date', 'items', 'number', 'payment_status', 'shipment_status', 'status', 'timeline', 'tracking_number']);
    expect(record.items).toEqual(order.items.map((item) => ({ title: item.title.en, quantity: item.quantity })));
    expect(record.city).toBe(server.db.state.cities.find((city) => city.id === order.shippingAddress!.cityId)!.title.en);
    const text = JSON.stringify(body);
    const address = order.shippingAddress!;
    for (const secret of [order.contact.name, order.contact.email, order.contact.phone, address.address, address.firstName, address.lastName, address.phone, address.email]) {
      if (secret) expect(text, secret).not.toContain(secret);
    }
    expect(text).not.toMatch(/"(total|price|subtotal|wallet_amount|payment_method|shipping_address|id)"/);
  });
});

describe('localized, contract-conforming answers', () => {
  it('switches titles to Arabic with locale-code: ar', async () => {
    const product = server.db.state.products[0]!;
    const en = await call(`/products/${product.slug}?withCategory=true`);
    const ar = await call(`/products/${product.slug}?withCategory=true`, { locale: 'ar' });
    expect(en.body.data.record.title).toBe(product.title.en);
    expect(ar.body.data.record.title).toBe(product.title.ar);
    expect(ar.body.data.record.category.title).toBe(server.db.state.categories.find((category) => category.id === product.categoryId)!.title.ar);
    expect(getProductResponse.parse(ar.body).data.relatedProducts.length).toBeGreaterThan(0);
  });

  it('answers every read in the shape of the generated response schemas', async () => {
    const token = await demoToken();
    const checks = [
      ['/home', getHomeResponse],
      ['/products?withFilters=true&forCategory=true&categorySlug=' + server.db.state.categories[0]!.slug, listProductsResponse],
      ['/preloaded-data', getPreloadedDataResponse],
      ['/initial-data', getInitialDataResponse],
      ['/cart?with[]=addresses&with[]=paymentMethods&with[]=wallet', getCartResponse],
      ['/compare-lists', getCompareListResponse],
      ['/wallets?with[]=paymentMethods', getWalletResponse],
      ['/profile/orders?page=1', listOrdersResponse],
      ['/orders/1', getOrderResponse],
    ] as const;
    for (const [path, schema] of checks) {
      const { status, body } = await call(path, { token });
      expect(status, path).toBe(200);
      expect(schema.safeParse(body).success, path).toBe(true);
    }
    expect(server.contractViolations).toEqual([]);
  });

  it('embeds relations only when asked (a false flag is false)', async () => {
    const { body } = await call('/products?perPage=2&withTags=false&withBrand=true');
    expect(body.data.records[0].tags).toEqual([]);
    expect(body.data.records[0].category).toBeNull();
    expect(body.data.records[0].brand).not.toBeNull();
    expect(body.data).not.toHaveProperty('filters');
  });

  it('GET /addresses answers every governorate and every city only when asked (spec 7.4-13)', async () => {
    const token = await demoToken();
    const plain = await call('/addresses', { token });
    expect(plain.body.data).not.toHaveProperty('governments');
    expect(plain.body.data).not.toHaveProperty('cities');
    expect((await call('/addresses?withGovernments=false&withCities=false', { token })).body.data).not.toHaveProperty('cities');
    const full = await call('/addresses?withGovernments=true&withCities=true', { token, locale: 'ar' });
    expect(listAddressesResponse.safeParse(full.body).success).toBe(true);
    expect(full.body.data.governments).toHaveLength(server.db.state.governments.length);
    expect(full.body.data.cities).toHaveLength(server.db.state.cities.length);
    // Every governorate's cities are there, as GET /cities answers them for it.
    for (const government of full.body.data.governments as { id: number }[]) {
      const one = await call(`/cities?government_id=${government.id}`, { token, locale: 'ar' });
      expect((full.body.data.cities as { government_id: number }[]).filter((city) => city.government_id === government.id)).toEqual(one.body.data.records);
    }
  });

  it('fails (500) and reports a mock answer that breaks the contract', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.db.state.products[0]!.stock = -1;
    const { status, body } = await call(`/products/${server.db.state.products[0]!.slug}`);
    expect(status).toBe(500);
    expect(body.success).toBe(false);
    expect(server.contractViolations).toEqual([expect.objectContaining({ method: 'GET', issues: expect.arrayContaining([expect.objectContaining({ path: 'data.record.stock' })]) })]);
    expect(logged).toHaveBeenCalledTimes(1);
    server.contractViolations.length = 0;
  });
});

describe('stateful flows over HTTP', () => {
  it('keeps a guest cart between requests and sets per-user product flags', async () => {
    const token = await guestToken();
    const product = firstProduct((row) => row.stock > 20);
    const added = await call(`/cart/${product.id}`, { method: 'POST', token, json: { quantity: 2 } });
    expect(added.body.message).toBe('Added to cart');
    const cart = await call('/cart', { token });
    expect(cart.body.data.cart.items).toEqual([expect.objectContaining({ quantity: 2 })]);
    const detail = await call(`/products/${product.slug}`, { token });
    expect(detail.body.data.record).toMatchObject({ is_carted: true, carted_quantity: 2 });
    const other = await call(`/products/${product.slug}`, { token: await guestToken() });
    expect(other.body.data.record).toMatchObject({ is_carted: false, carted_quantity: 0 });
  });

  it('routes static cart, wishlist and compare paths before the parameterised ones', async () => {
    const token = await demoToken();
    const product = firstProduct((row) => row.stock > 20 && row.salePrice > 2500);
    await call(`/cart/${product.id}`, { method: 'POST', token, json: {} });
    const coupon = await call('/cart/coupon/WELCOME10', { method: 'PATCH', token });
    expect(coupon.body.data.cart.coupon.code).toBe('WELCOME10');
    const removed = await call('/cart/coupon', { method: 'DELETE', token });
    expect(removed.status).toBe(200);
    expect(removed.body.data.cart.coupon).toBeNull();
    expect(removed.body.data.cart.items).toHaveLength(1);
    const wallet = await call('/cart/wallet', { method: 'PATCH', token, json: { amount: 100 } });
    expect(wallet.body.data.cart.wallet_amount).toBe(100);
    expect((await call('/cart/wallet', { method: 'DELETE', token })).body.data.cart.wallet_amount).toBe(0);
    expect((await call('/cart/address', { method: 'DELETE', token })).body.data.cart.shipping_address).toBeNull();
    expect((await call('/compare-lists/clear', { method: 'DELETE', token })).body.data.compareList.items).toEqual([]);
    expect((await call('/wishlists/clear', { method: 'DELETE', token })).body.data.wishlist.items).toEqual([]);
  });

  it('places an order from multipart form data with a receipt, once per Idempotency-Key', async () => {
    const token = await demoToken();
    const product = firstProduct((row) => row.stock > 20);
    await call(`/cart/${product.id}`, { method: 'POST', token, json: { quantity: 1 } });
    await call('/cart/address/1', { method: 'PATCH', token });
    const noReceipt = new FormData();
    noReceipt.set('payment_method_id', '2');
    const refused = await call('/orders', { method: 'POST', token, form: noReceipt });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ receipt: ['Please upload receipt'] });

    const form = () => {
      const data = new FormData();
      data.set('payment_method_id', '2');
      data.set('notes', 'Ring the bell');
      data.set('receipt', new File([new Uint8Array(2048)], 'transfer.png', { type: 'image/png' }));
      return data;
    };
    const headers = { 'Idempotency-Key': 'checkout-abcdef-1' };
    const first = await call('/orders', { method: 'POST', token, form: form(), headers });
    expect(first.status).toBe(200);
    expect(placeOrderResponse.safeParse(first.body).success).toBe(true);
    expect(first.body.data).toMatchObject({ payment_result: 'successful', record: { status: 'Pending', payment_status: 'Pending' } });
    expect(first.body.data.cart.items).toEqual([]);
    const again = await call('/orders', { method: 'POST', token, form: form(), headers });
    expect(again.body.data.record.id).toBe(first.body.data.record.id);
    expect(server.db.state.orders.filter((order) => order.id === first.body.data.record.id)).toHaveLength(1);

    clock.advance(ORDER_TIMING.completed);
    const later = await call(`/orders/${first.body.data.record.id}`, { token });
    expect(later.body.data.record).toMatchObject({ status: 'Completed', payment_status: 'Paid', shipment_status: 'Delivered' });
  });

  /** A guest with one product in the cart and a shipping address, and the order form for `methodId` (no receipt). */
  const guestReadyToOrder = async (methodId: string) => {
    const token = await guestToken();
    const product = firstProduct((row) => row.stock > 20);
    await call(`/cart/${product.id}`, { method: 'POST', token, json: { quantity: 1 } });
    await call('/cart/address', {
      method: 'POST',
      token,
      json: { title: 'Home', first_name: 'Sara', last_name: 'Adel', address: '1 Nile St.', phone: '01099999999', government_id: 1, city_id: 1 },
    });
    const data = new FormData();
    data.set('payment_method_id', methodId);
    data.set('name', 'Sara Adel');
    data.set('email', 'sara@example.com');
    data.set('phone', '01099999999');
    return { token, data };
  };

  it('rejects a receipt that is not an image or a PDF', async () => {
    const { token, data } = await guestReadyToOrder('3');
    data.set('receipt', new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    const { status, body } = await call('/orders/guests', { method: 'POST', token, form: data });
    expect(status).toBe(422);
    expect(body.errors).toEqual({ receipt: ['The receipt must be an image or a PDF file'] });
  });

  it('refuses a guest order without a receipt with 422 on receipt, for the method that once needed none (spec section 5)', async () => {
    const { token, data } = await guestReadyToOrder('1');
    const { status, body } = await call('/orders/guests', { method: 'POST', token, form: data, headers: { 'locale-code': 'ar' } });
    expect(status).toBe(422);
    expect(body.errors).toEqual({ receipt: ['يرجى رفع الإيصال'] });
    expect((await call('/cart', { token })).body.data.cart.items).toHaveLength(1);
  });

  it('puts one-time codes in the mock outbox', async () => {
    const sent = await call('/forget-password', { method: 'POST', json: { email: 'demo@niletech.eg' } });
    expect(sent.body.data).toEqual({ email: 'demo@niletech.eg', resend_after: 60 });
    const outbox = await call('/__mock/outbox?email=demo@niletech.eg');
    expect(outbox.body).toEqual([{ email: 'demo@niletech.eg', code: expect.stringMatching(/^\d{6}$/), sentAt: new Date(clock.now).toISOString() }]);
    const again = await call('/otp/resend', { method: 'POST', json: { email: 'demo@niletech.eg' } });
    expect(again.status).toBe(422);
    expect(again.body.errors.email[0]).toMatch(/^Please wait 60 seconds/);
    const verified = await call('/otp/verify', { method: 'POST', json: { email: 'demo@niletech.eg', code: outbox.body[0].code } });
    expect(verified.body.data).toEqual({ valid: true });
  });

  it('serves product art as cacheable SVG', async () => {
    const response = await client.get('/media/products/1-0.svg', { responseType: 'text' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toContain('max-age=31536000');
    expect(response.data).toMatch(/^<svg/);
    expect((await client.get('/media/products/99999-0.svg')).status).toBe(404);
    const home = await call('/home');
    expect(home.body.data.bestSellers[0].images[0]).toMatch(/^\/api\/media\/products\/\d+-0\.svg$/);
  });
});
