import { expect, test } from '@playwright/test';
import { settle } from './support/page-end';

test.describe('locale routing and the mock API', () => {
  test('the bare root goes to the English home', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('an address without a supported locale goes under the current locale', async ({ page }) => {
    await page.goto('/shop');
    await expect(page).toHaveURL(/\/en\/shop$/);
  });

  test('Arabic renders right-to-left with Arabic text and data from the mock', async ({ page }) => {
    await page.goto('/ar/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { name: 'الأكثر مبيعًا' })).toBeVisible();
    // Shop name from the preloaded settings (the home link's name; phones show the logo only) and product titles
    // from GET /home, both in Arabic.
    await expect(page.getByRole('banner').getByRole('link', { name: /^نايل للتقنية والتغذية/ })).toBeVisible();
    await settle(page);
    const firstProduct = page.locator('section[aria-labelledby="home-best-sellers"] a[href*="/products/"]').nth(1);
    await expect(firstProduct).toHaveText(/[\u0600-\u06FF]/);
  });

  test('the English home shows best sellers from the mock with EGP prices', async ({ page }) => {
    await page.goto('/en/');
    await settle(page);
    const bestSellers = page.locator('section[aria-labelledby="home-best-sellers"]');
    await expect(bestSellers.getByText(/EGP\s?[\d,]+/).first()).toBeVisible();
  });

  // A built catalogue comes in two parts (decision 037): what the pages a shopper lands on say first, the rest
  // when a page or a panel that says it is opened (or the shopper first presses a key or a pointer).
  test('home loads the first part of the messages; a page that needs the rest waits for it and speaks in full', async ({ page }) => {
    const parts: string[] = [];
    page.on('request', (request) => {
      const part = /\/assets\/_precompiled-messages_ar(_rest)?-[\w-]+\.js$/.exec(request.url());
      if (part) parts.push(part[1] ? 'rest' : 'first');
    });
    await page.goto('/ar/');
    await expect(page.getByRole('region', { name: 'العروض والأخبار' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(parts).toEqual(['first']);
    // Opened without a press or a key (the page's chunk asks for the rest before it runs).
    await page.evaluate(() => {
      window.history.pushState(null, '', '/ar/login');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeVisible();
    await expect(page.getByText('مرحبًا بعودتك. سجّل الدخول لمتابعة طلباتك وقائمة أمنياتك ومحفظتك.')).toBeVisible();
    expect(parts).toEqual(['first', 'rest']);
  });

  test("an unknown page says 'Not Found' (spec section 2), under Home › Not Found", async ({ page }) => {
    await page.goto('/en/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Not Found')).toHaveAttribute('aria-current', 'page');
  });

  test('the language switch keeps the path and remembers the choice', async ({ page }) => {
    await page.goto('/en/no-such-page');
    await page.getByRole('button', { name: /Switch language/ }).click();
    await expect(page).toHaveURL(/\/ar\/no-such-page$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.goto('/shop');
    await expect(page).toHaveURL(/\/ar\/shop$/);
  });
});
