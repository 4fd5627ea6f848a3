import { expect, switchMockScenario, test } from './support/mock-scenario';
import type { Page } from '@playwright/test';

/*
 * What the shopper sees in each mock scenario (issue 40 item 5, docs/mock-scenarios.md), on the mock-mode build.
 * Desktop only: the scenarios change the API's answers, not the layout.
 */

const DEMO = { email: 'demo@niletech.eg', password: 'Demo@1234' };

/** Signs the demo customer in through the login page, as a shopper does (the page goes where `redirect` says). */
async function logIn(page: Page, redirect: string) {
  await page.goto(`/en/login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(DEMO.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.password);
  await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
}

const PRODUCT = '/en/products/samsung-galaxy-s24-ultra-5g-256gb-titanium-gray';
/** From checkout's first step to its review: the first saved address, Fawry with a receipt. */
async function payWithFawry(page: Page) {
  await page.getByRole('radio').first().click();
  await expect(page.getByRole('radio').first()).toBeChecked();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('radio', { name: /Fawry/ }).check();
  await page.getByTestId('receipt-input').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: RECEIPT });
  await page.getByRole('button', { name: 'Continue to review' }).click();
}

const RECEIPT = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=', 'base64');
const errorScreen = (page: Page) => page.getByRole('heading', { name: /Something went wrong|Server error/ });

test.describe('empty-catalogue', () => {
  test.use({ mockScenario: 'empty-catalogue' });

  test('home, shop, a category and search show their empty states, never an error screen', async ({ page }) => {
    // Home: the banners and categories still there, the product rows left out rather than drawn empty.
    await page.goto('/en/');
    await expect(page.getByRole('list', { name: 'Shop by category' }).getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Offers and news' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Featured brands' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Best sellers|Limited-time offers/ })).toHaveCount(0);
    await expect(errorScreen(page)).toHaveCount(0);

    await page.goto('/en/shop');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
    await expect(page.getByText('No products match these filters')).toBeVisible();

    await page.goto('/en/categories');
    const category = page.getByRole('main').locator('a[href^="/en/categories/"]').first();
    await expect(category).toBeVisible();
    await category.click();
    await expect(page).toHaveURL(/\/en\/categories\/[^/]+/);
    await expect(page.getByText('No products match these filters')).toBeVisible();

    await page.goto('/en/search?q=phone');
    await expect(page.getByText('No products found for “phone”')).toBeVisible();
    await expect(errorScreen(page)).toHaveCount(0);
  });
});

test.describe('server-down', () => {
  test.use({ mockScenario: 'server-down' });

  test('the shop shows an error screen; its retry recovers once the scenario is left', async ({ page }) => {
    await page.goto('/en/shop');
    const retry = page.getByRole('button', { name: /^(Reload|Try again)$/ }).first();
    await expect(retry).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /./ }).and(page.locator('a[href^="/en/products/"]'))).toHaveCount(0);
    await switchMockScenario(page, 'default');
    await retry.click();
    await expect(page.locator('main a[href^="/en/products/"]').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Reload|Try again)$/ })).toHaveCount(0);
  });
});

test.describe('slow-network', () => {
  test.use({ mockScenario: 'slow-network' });
  // Every call takes 1.5 to 3 s: a few in a row, on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('the products come, late; logging in shows a busy button', async ({ page }) => {
    await page.goto('/en/shop');
    await expect(page.locator('main a[href^="/en/products/"]').first()).toBeVisible({ timeout: 30_000 });

    await page.goto('/en/login');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(DEMO.email, { timeout: 30_000 });
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.password);
    const submit = page.getByRole('main').getByRole('button', { name: 'Log in', exact: true });
    await submit.click();
    // Busy while the slow answer is on its way: a second press cannot send the form again.
    await expect(submit).toBeDisabled();
    await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });
  });
});

test.describe('flaky', () => {
  test.use({ mockScenario: 'flaky' });

  test('one read in five fails, yet the shop and a product page are shown (retried) or explained with a way to retry', async ({ page }) => {
    for (const path of ['/en/', '/en/shop', '/en/categories']) {
      await page.goto(path);
      const shown = page.locator('main a[href^="/en/"]').first();
      const explained = page.getByRole('button', { name: /^(Reload|Try again)$/ }).first();
      await expect(shown.or(explained)).toBeVisible({ timeout: 20_000 });
      if (await explained.isVisible()) {
        await explained.click();
        await expect(shown).toBeVisible({ timeout: 20_000 });
      }
    }
  });
});

test.describe('session-expired', () => {
  test.use({ mockScenario: 'session-expired' });

  test('the first customer call after signing in ends the session: back on the login page, with the notice', async ({ page }) => {
    await logIn(page, '/en/profile/orders');
    await expect(page).toHaveURL(/\/en\/login/);
    await expect(page.locator('.fui-ToastTitle', { hasText: 'Your session has ended. Please log in again.' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toBeVisible();
  });
});

test.describe('payment-declined', () => {
  test.use({ mockScenario: 'payment-declined' });

  test('placing an order gives the failed result with a way to pay again', async ({ page }) => {
    await logIn(page, PRODUCT);
    await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first().click();
    await page.getByRole('button', { name: /^Cart, [1-9]/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: /checkout/i }).click();
    await expect(page).toHaveURL(/\/en\/checkout$/);
    await payWithFawry(page);
    await page.getByRole('button', { name: /Place order/ }).click();
    await expect(page.getByRole('heading', { name: 'Your payment has failed. Please try again.' })).toBeVisible();
    await page.getByRole('button', { name: 'Back to checkout' }).click();
    await expect(page.getByRole('button', { name: /Place order/ })).toBeVisible();
  });
});

test.describe('out-of-stock', () => {
  test.use({ mockScenario: 'out-of-stock' });

  test('the cart marks the out-of-stock line and the line above the stock, and checkout refuses them', async ({ page }) => {
    await logIn(page, '/en/cart');
    await expect(page.getByRole('heading', { name: 'Shopping cart' })).toBeVisible();
    await expect(page.getByText('Out of stock: remove it to continue')).toBeVisible();
    await expect(page.getByText('Only 2 left in stock: lower the quantity')).toBeVisible();
    await page.getByRole('button', { name: 'Go to checkout' }).click();
    await payWithFawry(page);
    await page.getByRole('button', { name: /Place order/ }).click();
    // The server refuses the order line by line; the shopper stays at checkout, nothing placed.
    await expect(page.getByText(/is out of stock|Only 2 left in stock for/).first()).toBeVisible();
    await expect(page).toHaveURL(/\/en\/checkout$/);
  });
});

test.describe('new-customer', () => {
  test.use({ mockScenario: 'new-customer' });

  test('no orders, no addresses and an empty wallet', async ({ page }) => {
    await logIn(page, '/en/profile/orders');
    await expect(page.getByText('No orders found')).toBeVisible();
    await page.goto('/en/profile/addresses');
    await expect(page.getByText('No addresses found')).toBeVisible();
    await page.goto('/en/profile/my-wallet');
    await expect(page.getByText(/Available balance\s*\u2066EGP\s0\u2069/)).toBeVisible();
    await expect(page.getByText('No deposits yet')).toBeVisible();
    await expect(page.getByText('No transactions yet')).toBeVisible();
  });
});

test.describe('big-catalogue', () => {
  test.use({ mockScenario: 'big-catalogue' });
  // Seeding 10,000 products in the page's worker takes a few seconds on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('the shop counts 10,000 products', async ({ page }) => {
    await page.goto('/en/shop');
    await expect(page.getByText(/of 10,000 products/)).toBeVisible({ timeout: 45_000 });
  });
});
