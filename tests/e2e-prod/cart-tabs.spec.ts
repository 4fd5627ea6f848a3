import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PROD_API_URL } from './ports';

/*
 * Issue 39 point 9, on the real-API build with its one shared mock server: two tabs of one guest agree on the cart.
 * A line removed in one tab shows in the other's header with nothing done there (BroadcastChannel), and a tab
 * coming back into view reads the cart again (a change made elsewhere, here straight through the API).
 */

const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Cart, / });
const guestToken = async (page: Page) => {
  await page.waitForFunction(() => Boolean((JSON.parse(localStorage.getItem('storefront.session') ?? '{}') as { token?: string }).token));
  return page.evaluate(() => (JSON.parse(localStorage.getItem('storefront.session') ?? '{}') as { token: string }).token);
};
const api = (request: APIRequestContext, token: string) => {
  const headers = { accept: 'application/json', 'app-key': 'storefront-web', 'application-type': 'web', 'locale-code': 'en', authorization: `Bearer ${token}` };
  return {
    async inStock(count: number) {
      const list = (await (await request.get(`${PROD_API_URL}/products?perPage=30`, { headers })).json()) as { data: { records: { id: number; stock: number }[] } };
      return list.data.records.filter((row) => row.stock > 10).slice(0, count).map((row) => row.id);
    },
    async add(productId: number) {
      expect((await request.post(`${PROD_API_URL}/cart/${productId}`, { headers, data: { quantity: 1 } })).status()).toBe(200);
    },
  };
};

test('a line removed in one tab shows in the other at once; a tab coming back into view reads the cart again', async ({ page: tabA, context, request }) => {
  await tabA.goto('/en/');
  const token = await guestToken(tabA);
  const cart = api(request, token);
  const [first, second, third] = await cart.inStock(3);
  await cart.add(first!);
  await cart.add(second!);
  await tabA.reload();
  await expect(cartButton(tabA)).toHaveAccessibleName('Cart, 2 items');

  const tabB = await context.newPage();
  await tabB.goto('/en/cart');
  expect(await guestToken(tabB)).toBe(token);
  await tabB.getByRole('button', { name: /^Remove .+ from cart$/ }).first().click();
  await expect(cartButton(tabB)).toHaveAccessibleName('Cart, 1 item');
  // Tab A is not touched.
  await expect(cartButton(tabA)).toHaveAccessibleName('Cart, 1 item');

  // A change no tab of this browser made: tab A learns it when it is shown again.
  await cart.add(third!);
  await tabA.waitForTimeout(500);
  await expect(cartButton(tabA)).toHaveAccessibleName('Cart, 1 item');
  await tabA.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(cartButton(tabA)).toHaveAccessibleName('Cart, 2 items');
});
