import { expect, type Page } from '@playwright/test';

/**
 * Sets the shopper's data up through the in-browser mock API (the page's own service worker), the way the app
 * itself calls it: faster than clicking through screens and independent of how those screens look.
 */
export async function api<T = unknown>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const headers = { 'app-key': 'storefront-web', 'application-type': 'web', 'public-token': 'public-guest-token-1' };
      // Right after a load the mock's worker may not answer yet: wait until it does.
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const probe = await fetch('/api/preloaded-data', { headers });
        if ((probe.headers.get('content-type') ?? '').includes('json')) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const session = JSON.parse(localStorage.getItem('storefront.session') ?? '{}') as { token?: string };
      const response = await fetch(`/api${path}`, {
        method,
        headers: {
          ...headers,
          'content-type': 'application/json',
          accept: 'application/json',
          'locale-code': 'en',
          authorization: `Bearer ${session.token ?? 'public-guest-token-1'}`,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json()) as T };
    },
    { method, path, body },
  );
}

/** The app has a session (a guest token at least) in local storage. */
export async function waitForSession(page: Page) {
  await page.waitForFunction(() => Boolean((JSON.parse(localStorage.getItem('storefront.session') ?? '{}') as { token?: string }).token));
}

/** Logs the demo customer in through the API and stores the session as the app does. */
export async function logInAsDemo(page: Page) {
  const { status, json } = await api<{ data: { record: { access_token: string } } }>(page, 'POST', '/login', { email: 'demo@niletech.eg', password: 'Demo@1234' });
  expect(status).toBe(200);
  const user = json.data.record;
  await page.evaluate((record) => localStorage.setItem('storefront.session', JSON.stringify({ user: record, token: record.access_token, role: 'customer' })), user);
}

type ProductRow = { id: number; slug: string; stock: number };

/** The first in-stock products of the seeded catalogue (the seed is deterministic, so always the same ones). */
export async function seededProducts(page: Page, count: number): Promise<ProductRow[]> {
  const { json } = await api<{ data: { records: ProductRow[] } }>(page, 'GET', '/products?perPage=60');
  const products = json.data.records.filter((product) => product.stock > 10).slice(0, count);
  expect(products).toHaveLength(count);
  return products;
}

/** Empties the cart, then puts these products in it (one of each). */
export async function fillCart(page: Page, products: ProductRow[]) {
  await api(page, 'DELETE', '/cart');
  for (const product of products) expect((await api(page, 'POST', `/cart/${product.id}`, { quantity: 1 })).status).toBe(200);
}

/** Empties the compare list, then adds these products. */
export async function fillCompareList(page: Page, products: ProductRow[]) {
  await api(page, 'DELETE', '/compare-lists/clear');
  for (const product of products) expect((await api(page, 'POST', `/compare-lists/${product.id}`)).status).toBe(200);
}
