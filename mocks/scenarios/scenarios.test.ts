/**
 * Every scenario of the registry over HTTP, on the unit tests' msw/node mock (answers checked against the contract's
 * zod schemas by the server: a violation is listed in `server.contractViolations`), and the per-request switches.
 */
import axios from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { scenarioNames, scenarios } from './index';
import { BIG_CATALOGUE_PRODUCTS } from './big-catalogue';
import { LOW_STOCK_LEFT, LOW_STOCK_WANTED } from './out-of-stock';
import slowNetwork, { SLOW_MAX_MS, SLOW_MIN_MS } from './slow-network';
import { useMockScenario } from '../testing/mock-scenario';
import { currentMockServer } from '../node';
import type { MockDb } from '../db/create-db';

const client = axios.create({ baseURL: 'http://localhost/api', validateStatus: () => true });
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read arbitrary JSON answers
type Json = any;

async function call(path: string, { method = 'GET', token, json, headers = {} }: { method?: string; token?: string; json?: unknown; headers?: Record<string, string> } = {}) {
  const all: Record<string, string> = { accept: 'application/json', ...headers };
  if (token) all.authorization = `Bearer ${token}`;
  const response = await client.request({ url: path, method, headers: all, data: json });
  return { status: response.status, body: response.data as Json };
}

/** The contract's `ErrorResponse` (openapi.yaml): what every refused answer carries. */
const errorResponse = z.object({ success: z.literal(false), message: z.string().min(1), errors: z.record(z.string(), z.array(z.string())).optional() });

const login = async () => (await call('/login', { method: 'POST', json: { email: 'demo@niletech.eg', password: 'Demo@1234' } })).body?.data?.record?.access_token as string | undefined;

const PUBLIC_READS = ['/preloaded-data', '/home', '/products', '/categories', '/brands', '/governments', '/faqs'];
const CUSTOMER_READS = ['/initial-data', '/profile/orders', '/addresses', '/wallets', '/profile/wishlist', '/compare-lists', '/cart'];

afterEach(() => expect(currentMockServer()!.contractViolations).toEqual([]));

describe.each(scenarioNames)('scenario %s', (name) => {
  it('answers every read within the contract: a success passes its schema, a refusal is the error body', async () => {
    useMockScenario(name);
    const token = await login();
    const paths = [...PUBLIC_READS, ...CUSTOMER_READS];
    const answers = await Promise.all(paths.map((path) => call(path, { token })));
    answers.forEach(({ status, body }, index) => {
      if (status >= 400) expect(errorResponse.safeParse(body).success, `${name} ${paths[index]} ${status}`).toBe(true);
      else expect(status, `${name} ${paths[index]}`).toBe(200);
    });
  });
});

describe('what each scenario changes', () => {
  it('the registry has the ten names of the issue, each described', () => {
    expect(scenarioNames).toEqual(expect.arrayContaining(['default', 'empty-catalogue', 'new-customer', 'big-catalogue', 'slow-network', 'flaky', 'server-down', 'payment-declined', 'out-of-stock', 'session-expired']));
    for (const scenario of scenarios) expect(scenario.description.length).toBeGreaterThan(20);
  });

  it('empty-catalogue: no products, the categories still listed, home answers', async () => {
    useMockScenario('empty-catalogue');
    expect((await call('/products')).body.data.paginationInfo.total).toBe(0);
    expect((await call('/categories')).body.data.records.length).toBeGreaterThan(0);
    expect((await call('/home')).status).toBe(200);
  });

  it('new-customer: the demo customer signs in and has no orders, addresses, wallet money, wishlist or compare list', async () => {
    useMockScenario('new-customer');
    const token = await login();
    expect(token).toBeTruthy();
    expect((await call('/profile/orders', { token })).body.data.paginationInfo.total).toBe(0);
    expect(JSON.stringify((await call('/addresses', { token })).body.data)).not.toMatch(/"first_name"/);
    const wallet = (await call('/wallets', { token })).body.data;
    expect(JSON.stringify(wallet)).not.toMatch(/"balance":[1-9]/);
    expect(JSON.stringify((await call('/profile/wishlist', { token })).body.data)).not.toMatch(/"slug"/);
  });

  it('big-catalogue: 10,000 products', async () => {
    useMockScenario('big-catalogue');
    expect((await call('/products')).body.data.paginationInfo.total).toBe(BIG_CATALOGUE_PRODUCTS);
  });

  it('slow-network: 1.5 to 3 s, the same for the same request', () => {
    const delays = ['/products', '/home', '/cart', '/products?page=2'].map((path) => slowNetwork.network!({ method: 'GET', path, attempt: 1 } as never)!.delayMs!);
    for (const ms of delays) {
      expect(ms).toBeGreaterThanOrEqual(SLOW_MIN_MS);
      expect(ms).toBeLessThanOrEqual(SLOW_MAX_MS);
    }
    expect(new Set(delays).size).toBeGreaterThan(1);
    expect(slowNetwork.network!({ method: 'GET', path: '/home', attempt: 7 } as never)!.delayMs).toBe(delays[1]);
  });

  it('flaky: about one read in five answers 503, always the same ones, and a retry draws again', async () => {
    useMockScenario('flaky');
    const pages = Array.from({ length: 40 }, (_, index) => `/products?page=${index + 1}`);
    const first = await Promise.all(pages.map(async (path) => (await call(path)).status));
    const failed = pages.filter((_, index) => first[index] === 503);
    expect(failed.length).toBeGreaterThanOrEqual(3);
    expect(failed.length).toBeLessThanOrEqual(15);
    const retried = await Promise.all(failed.map(async (path) => (await call(path)).status));
    expect(retried.filter((status) => status === 200).length).toBeGreaterThan(failed.length / 2);
    expect((await call('/login/guests', { method: 'POST' })).status).toBe(200);
  });

  it('server-down: every call 503 with the error body, the tester hooks still answer', async () => {
    useMockScenario('server-down');
    for (const path of ['/home', '/products', '/login/guests']) {
      const { status, body } = await call(path, { method: path === '/login/guests' ? 'POST' : 'GET' });
      expect(status).toBe(503);
      expect(errorResponse.parse(body).message).toMatch(/unavailable/);
    }
    expect((await call('/__mock/outbox')).status).toBe(200);
  });

  it('out-of-stock: a third of the products out of stock; the demo cart holds more than is left', async () => {
    const { db } = useMockScenario('out-of-stock');
    const products = (db as MockDb).state.products;
    expect(products.filter((product) => product.stock === 0).length).toBeGreaterThanOrEqual(Math.ceil(products.length / 3));
    const token = await login();
    expect(JSON.stringify((await call('/cart', { token })).body.data)).toContain(`"quantity":${LOW_STOCK_WANTED}`);
    expect(LOW_STOCK_LEFT).toBeLessThan(LOW_STOCK_WANTED);
  });

  it('session-expired: the first customer call after sign-in answers 401 and the session stays gone; guests are untouched', async () => {
    useMockScenario('session-expired');
    const token = await login();
    expect((await call('/profile/orders', { token })).status).toBe(401);
    expect((await call('/addresses', { token })).status).toBe(401);
    const guest = (await call('/login/guests', { method: 'POST' })).body.data.record.access_token;
    expect((await call('/cart', { token: guest })).status).toBe(200);
  });
});

describe('per-request headers, in every world', () => {
  it('x-mock-status forces a status with the error body, in the request language', async () => {
    const { status, body } = await call('/home', { headers: { 'x-mock-status': '500', 'locale-code': 'ar' } });
    expect(status).toBe(500);
    expect(errorResponse.parse(body).message).toBe('حدث خطأ غير متوقع. يرجى المحاولة لاحقًا.');
    const validation = await call('/home', { headers: { 'x-mock-status': '422' } });
    expect(validation.body.errors).toBeDefined();
  });

  it('an out-of-range x-mock-status or x-mock-delay is ignored', async () => {
    expect((await call('/home', { headers: { 'x-mock-status': '200' } })).status).toBe(200);
    expect((await call('/home', { headers: { 'x-mock-status': 'abc', 'x-mock-delay': '-5' } })).status).toBe(200);
  });

  it('x-mock-delay delays the answer', async () => {
    const started = performance.now();
    expect((await call('/brands', { headers: { 'x-mock-delay': '300' } })).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(280);
  });

  it('an unknown scenario is refused by name, with the list', () => {
    expect(() => useMockScenario('no-such-world')).toThrow(/there are: default, empty-catalogue/);
  });
});
