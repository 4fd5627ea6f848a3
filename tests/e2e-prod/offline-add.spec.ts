import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PROD_API_URL } from './ports';

/*
 * Issue 39 point 8, on the real-API build (no service worker answering in the browser): an add to cart pressed
 * while offline says so in the shopper's language, and once back online the cart holds exactly what it held.
 */

const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Cart, / });

test('an add to cart while offline is refused aloud; back online nothing was added or lost', async ({ page, context, request }) => {
  await page.goto('/en/shop');
  await page.waitForFunction(() => Boolean((JSON.parse(localStorage.getItem('storefront.session') ?? '{}') as { token?: string }).token));
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('storefront.session') ?? '{}') as { token: string }).token);
  const add = page.getByRole('main').getByRole('button', { name: /^Add to cart/ }).first();
  await expect(add).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, empty');

  // The toaster is a chunk fetched on the visitor's first interaction (decision 007): a shopper has moved the
  // pointer before the connection drops. Pressed offline as the very first interaction, its chunk could not come.
  const toaster = page.waitForResponse(/\/assets\/toaster-host-[\w-]+\.js$/);
  await add.hover();
  await toaster;

  await context.setOffline(true);
  await add.click();
  await expect(page.getByRole('listitem', { name: 'You are offline: your cart was not changed. Try again once you are back online.' })).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, empty');

  await context.setOffline(false);
  await page.waitForTimeout(1000);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, empty');
  expect(await page.evaluate(() => localStorage.getItem('storefront.cart.pending-changes'))).toBeNull();
  const headers = { accept: 'application/json', 'app-key': 'storefront-web', 'application-type': 'web', 'locale-code': 'en', authorization: `Bearer ${token}` };
  const cart = (await (await request.get(`${PROD_API_URL}/cart`, { headers })).json()) as { data: { cart: { items: unknown[] } } };
  expect(cart.data.cart.items).toEqual([]);

  // Online again, the same press adds.
  await add.click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
});
