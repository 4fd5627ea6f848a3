import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PROD_API_URL } from './ports';
import { DEMO, logIn, routeTable, sampleAddress } from '../e2e/support/route-table';
import { seedBeforeNextLoad } from '../e2e/support/seed-storage';

/*
 * Issue 38, on the real-API build behind nginx, where answers can be held over HTTP (no service worker):
 * addresses no route matches are 404s that still draw the shop's Not Found page; a logout opened by its address
 * is not undone by start-up's initial data answering last; a customer's 401 goes to the login page with the way
 * back, a guest's starts a fresh guest session.
 */

const accountButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^My account: / });
const storedSession = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('storefront.session') ?? 'null') as { role: string | null; token: string | null } | null);

test.describe('nginx and the route table', () => {
  test('an address no route matches is a 404 whose page is the shop drawing Not Found; every route is a 200', async ({ page, request }) => {
    for (const [address, heading] of [
      ['/en/nope', 'Not Found'],
      ['/ar/nope/deeper', 'غير موجود'],
    ] as const) {
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(404);
      expect(response?.headers()['cache-control'], address).toBe('no-cache');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('navigation', { name: /^(Breadcrumb|مسار التنقل)$/ }).getByText(heading)).toHaveAttribute('aria-current', 'page');
    }
    for (const address of ['/en/shop', '/ar/products/x', '/en/profile/orders/5/track', '/en/shop?page=2', '/ar/']) {
      expect((await request.get(address)).status(), address).toBe(200);
    }
    // Every page of the route table, in both languages (the nginx map is generated from it).
    for (const route of routeTable) {
      for (const locale of ['en', 'ar']) {
        const address = `/${locale}${sampleAddress(route.path)}`;
        expect((await request.get(address)).status(), address).toBe(200);
      }
    }
  });
});

test.describe('the session', () => {
  test('logout opened by its address stays a logout when start-up’s initial data answers after its guest login', async ({ page }) => {
    await logIn(page, 'en');
    await expect(accountButton(page)).toBeVisible();
    await page.goto('about:blank');

    // Made deterministic: the logout page's code waits until start-up's GET /initial-data (with the customer's
    // token) is on its way, so the logout's guest login goes out beside it; that answer is then held until the guest
    // login has answered.
    let initialDataSent = () => {};
    const initialDataOut = new Promise<void>((resolve) => (initialDataSent = resolve));
    let guestAnswered = () => {};
    const guestLoginIn = new Promise<void>((resolve) => (guestAnswered = resolve));
    page.on('request', (request) => {
      if (request.url().includes('/initial-data') && request.method() === 'GET') initialDataSent();
    });
    page.on('requestfinished', (request) => {
      if (request.url().endsWith('/login/guests')) guestAnswered();
    });
    await page.route(/\/assets\/logout-page-[\w-]+\.js$/, async (route) => {
      await initialDataOut;
      await route.continue();
    });
    await page.route(/\/initial-data/, async (route) => {
      if (route.request().method() === 'GET') await guestLoginIn;
      await route.continue();
    });
    const initialDataIn = page.waitForEvent('requestfinished', { predicate: (request) => request.url().includes('/initial-data') && request.method() === 'GET' });

    await page.goto('/en/logout');
    await expect(page).toHaveURL(/\/en\/$/);
    await initialDataIn;
    // The held answer's handlers run in the page's next tasks.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));

    await expect(accountButton(page)).toHaveCount(0);
    expect(await storedSession(page)).toMatchObject({ role: 'guest' });
    await page.goto('/en/profile/orders');
    await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fprofile%2Forders$/);
  });

  test("a customer's 401 clears the session and opens the login page with the way back, which brings them there again", async ({ page }) => {
    await logIn(page, 'en');
    await page.goto('/en/shop?page=2');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    // The server stops accepting the customer's token: the cart page's read answers 401.
    const cartRead = (url: URL) => url.origin === new URL(PROD_API_URL).origin && url.pathname === '/cart';
    await page.route(cartRead, async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const response = await route.fetch();
      await route.fulfill({ response, status: 401, json: { success: false, message: 'Unauthenticated.' } });
    });
    await page.goto('/en/cart');

    await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fcart$/);
    await expect(page.getByText('Your session has ended. Please log in again.', { exact: true }).last()).toBeVisible();
    await expect(accountButton(page)).toHaveCount(0);
    await expect.poll(async () => (await storedSession(page))?.role).toBe('guest');

    await page.unroute(cartRead);
    await page.getByRole('textbox', { name: /mail/i }).fill(DEMO.email);
    await page.locator('input[type="password"]').first().fill(DEMO.password);
    await page.locator('main form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/en\/cart$/);
    await expect(accountButton(page)).toBeVisible();
  });

  test("a guest's expired token starts a fresh guest session on the same page", async ({ page }) => {
    const expired = { id: 9, name: null, email: null, phone: null, role: 'guest', gender: null, access_token: 'expired-guest-token', totals: { cartItems: 0, compareItems: 0, orders: 0, purchased: 0, wishlistItems: 0 } };
    await seedBeforeNextLoad(page, 'storefront.session', JSON.stringify({ user: expired, token: expired.access_token, role: 'guest' }));
    const refused = page.waitForResponse((response) => response.url().includes('/initial-data') && response.status() === 401);
    await page.goto('/en/shop?page=2');
    await refused;
    await expect.poll(async () => (await storedSession(page))?.token).not.toBe('expired-guest-token');
    expect(await storedSession(page)).toMatchObject({ role: 'guest' });
    await expect(page).toHaveURL(/\/en\/shop\?page=2$/);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });
});
