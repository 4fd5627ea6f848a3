import { expect, test, type Page } from '@playwright/test';
import { seedBeforeNextLoad } from './support/seed-storage';
import { settle } from './support/page-end';

/*
 * Issue 13: recently viewed. The list is kept on the device (ids only) and shown on home and on the
 * product page; Clear cart forgets it. Desktop only: the behaviour does not depend on the viewport, and
 * these loads are CI seconds (the rail's layout at 360/390 is in the screenshots and routes.spec).
 */

const KEY = 'storefront.recently-viewed';
/** Seeded products (mocks/db/seed): id 3 and id 1. */
const FIRST = { slug: 'samsung-galaxy-a55-5g-256gb', en: 'Samsung Galaxy A55 5G 256GB', ar: 'سامسونج جالاكسي A55 5G سعة 256 جيجابايت' };
const SECOND = { slug: 'samsung-galaxy-s24-ultra-5g-256gb-titanium-gray', en: 'Samsung Galaxy S24 Ultra 5G 256GB Titanium Gray', ar: 'سامسونج جالاكسي S24 Ultra 5G سعة 256 جيجابايت - رمادي تيتانيوم' };

const recentlyViewed = (page: Page) => page.getByTestId('recently-viewed');
/** The card titles of the section, in order (the title is the card's own link; the image's is inside its media box). */
const titles = (page: Page) => recentlyViewed(page).locator('[data-testid="product-card"] > a').allInnerTexts();

test('two product visits, a reload: both on home (most recent first, in either language), the first on the second; Clear cart forgets them', async ({ page }) => {
  // Seven page loads of the production build on a busy 2-core CI machine.
  test.slow();
  const homeLink = page.getByRole('banner').getByRole('link', { name: /home/ }).first();
  await page.goto(`/en/products/${FIRST.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: FIRST.en })).toBeVisible();
  // Nothing viewed before this product: no section.
  await expect(page.getByRole('heading', { level: 2, name: 'You might also like' })).toBeVisible();
  await expect(recentlyViewed(page)).toHaveCount(0);

  await page.goto(`/en/products/${SECOND.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: SECOND.en })).toBeVisible();
  await expect(recentlyViewed(page).getByRole('heading', { level: 2, name: 'Recently viewed' })).toBeVisible();
  await expect.poll(() => titles(page)).toEqual([FIRST.en]);
  // Something in the cart, so that Clear cart shows later.
  await page.getByRole('main').locator('article').first().getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('main').locator('article').first().getByRole('button', { name: /^Increase quantity/ })).toBeVisible();

  await page.reload();
  await expect.poll(() => titles(page)).toEqual([FIRST.en]);
  await homeLink.click();
  await settle(page);
  await expect(recentlyViewed(page).getByRole('heading', { level: 2, name: 'Recently viewed' })).toBeVisible();
  await expect.poll(() => titles(page)).toEqual([SECOND.en, FIRST.en]);
  expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBe('[1,3]');

  // The same stored ids, fresh in Arabic.
  await page.goto('/ar/');
  await settle(page);
  await expect(recentlyViewed(page).getByRole('heading', { level: 2, name: 'شوهدت مؤخرًا' })).toBeVisible();
  await expect.poll(() => titles(page)).toEqual([SECOND.ar, FIRST.ar]);

  // Clear cart forgets them.
  await page.goto('/en/cart');
  await page.getByRole('button', { name: 'Clear cart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Empty your cart?' });
  await expect(dialog).toContainText('this device forgets the products you viewed');
  await dialog.getByRole('button', { name: 'Empty cart' }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBeNull();
  await homeLink.click();
  await expect(page.getByRole('heading', { level: 2, name: 'Best sellers' })).toBeVisible();
  await settle(page);
  await expect(recentlyViewed(page)).toHaveCount(0);
});

test('hostile stored values (wrong shape, a huge list) never break home or the product page', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const states: [string, string][] = [
    ['an object', '{"ids":[1,2,3]}'],
    ['not JSON', '[1,2'],
    ['product records of another version', '[{"id":1,"title":"<img src=x onerror=alert(1)>"}]'],
  ];
  for (const [name, value] of states) {
    await test.step(name, async () => {
      await seedBeforeNextLoad(page, KEY, value);
      await page.goto('/en/');
      await expect(page.getByRole('heading', { level: 2, name: 'Best sellers' })).toBeVisible();
      await settle(page);
      // The section reads the stored list once the browser is idle after the first render (decision 028).
      await expect.poll(() => warnings.some((text) => text.includes(KEY))).toBe(true);
      await expect(recentlyViewed(page)).toHaveCount(0);
      warnings.length = 0;
    });
  }
  await test.step('a huge list: cut to the first 12 (unknown ids skipped), then the product page records on top of it', async () => {
    await seedBeforeNextLoad(page, KEY, JSON.stringify([1, ...Array.from({ length: 300_000 }, (_, index) => index + 1_000)]));
    await page.goto('/en/');
    await settle(page);
    await expect.poll(() => titles(page)).toEqual([SECOND.en]);
    await page.goto(`/en/products/${FIRST.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: FIRST.en })).toBeVisible();
    const stored = () => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as unknown[], KEY);
    await expect.poll(async () => (await stored()).slice(0, 3)).toEqual([3, 1, 1000]);
    expect(await stored()).toHaveLength(12);
    await expect.poll(() => titles(page)).toEqual([SECOND.en]);
  });
});
