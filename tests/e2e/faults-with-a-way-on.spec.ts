import { expect, test, type Page } from '@playwright/test';
import { settle } from './support/page-end';

/*
 * Issue 39: a long pending cart journal cannot freeze the page, a failed page chunk gives a way on, an add made
 * offline is said, and tabs agree on the cart. Desktop only: none of it depends on the viewport.
 */
test.skip(({ isMobile }) => isMobile, 'viewport-independent');

const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Cart,/ });
const addToCart = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first();
const isCartChange = (method: string, url: string) => method !== 'GET' && !url.includes('/assets/') && /\/cart(?:\/|$|\?)/.test(new URL(url).pathname);

test('10,000 stored pending cart changes: home renders within 2 s and at most one request goes out per product', async ({ page }) => {
  await page.goto('/en/');
  await settle(page);
  const products = 20;
  await page.evaluate((products) => {
    const userId = JSON.parse(localStorage.getItem('storefront.session') ?? '{}').user.id as number;
    const now = Date.now();
    const entries = Array.from({ length: 10_000 }, (_, index) => ({ productId: 1 + (index % products), target: 1, via: 'product', userId, at: now - 10_000 + index }));
    localStorage.setItem('storefront.cart.pending-changes', JSON.stringify(entries));
  }, products);
  let changes = 0;
  page.on('request', (request) => {
    if (isCartChange(request.method(), request.url())) changes += 1;
  });
  const begun = Date.now();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Offers and news' })).toBeVisible();
  expect(Date.now() - begun).toBeLessThan(2000);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('storefront.cart.pending-changes')), { timeout: 20_000 }).toBeNull();
  expect(changes).toBeGreaterThan(0);
  expect(changes).toBeLessThanOrEqual(products);
});

test("the shop page's chunk failing says so in place; Try again, or following Shop again, loads it", async ({ page, context }) => {
  let failing = true;
  await context.route(/\/assets\/shop-page-[\w-]+\.js$/, (route) => (failing ? route.abort('failed') : route.fallback()));
  const shopLink = page.getByRole('link', { name: 'Shop', exact: true }).first();
  const failure = page.getByRole('main').getByRole('alert');
  const heading = page.getByRole('heading', { level: 1, name: 'Shop' });

  await page.goto('/en/');
  await settle(page);
  await shopLink.click();
  await expect(failure).toContainText('This page could not be loaded.');
  await expect(page.getByRole('heading', { name: /Something went wrong/ })).toHaveCount(0);
  failing = false;
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(heading).toBeVisible();

  failing = true;
  await page.goto('/en/');
  await settle(page);
  await shopLink.click();
  await expect(failure).toContainText('This page could not be loaded.');
  failing = false;
  await shopLink.click();
  await expect(heading).toBeVisible();
  await expect(failure).toHaveCount(0);
});

test('Add to cart while offline says the cart was not changed and shows nothing added', async ({ page, context }) => {
  await page.goto('/en/');
  await settle(page);
  await context.setOffline(true);
  await addToCart(page).click();
  await expect(page.getByText('You are offline: your cart was not changed.')).toBeVisible();
  await expect(addToCart(page)).toBeVisible();
  await context.setOffline(false);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, empty');
});

test("a line removed in another tab leaves this tab's header count without its own action", async ({ context }) => {
  const a = await context.newPage();
  await a.goto('/en/');
  await settle(a);
  await addToCart(a).click();
  await expect(cartButton(a)).toHaveAccessibleName('Cart, 1 item');
  const b = await context.newPage();
  await b.goto('/en/');
  await settle(b);
  await expect(cartButton(b)).toHaveAccessibleName('Cart, 1 item');
  await b.getByRole('main').getByRole('button', { name: /^Remove/ }).first().click();
  await expect(cartButton(b)).toHaveAccessibleName('Cart, empty');
  await expect(cartButton(a)).toHaveAccessibleName('Cart, empty');
});
