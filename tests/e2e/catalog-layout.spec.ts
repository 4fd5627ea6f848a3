import { expect, test, type Locator, type Page } from '@playwright/test';
import { settle } from './support/page-end';

/** Issue 38, items 11 and 13: the phone's home, cards and filters; the desktop's buy box, home grids and price. */

const tops = (items: Locator) => items.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
const heights = (items: Locator) => items.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().height)));

const offers = (page: Page) => page.locator('section[aria-labelledby="home-offers"] > ul > li');

test.describe('phone, 360 px', { tag: '@phone' }, () => {
  test.skip(({ isMobile }) => !isMobile, 'a phone layout');
  test.use({ viewport: { width: 360, height: 800 } });

  for (const locale of ['en', 'ar'] as const) {
    test(`${locale}: the header shows the logo alone; the banner is tall enough to read, in the box its shell drew`, async ({ page, browser }) => {
      await page.goto(`/${locale}/`);
      // The header's home link: the logo's picture (96 × 48) and the shop's name.
      const home = page.locator('header a').filter({ has: page.locator('img[width="96"]') });
      await expect(home).toHaveAccessibleName(locale === 'en' ? 'Nile Tech & Nutrition, home' : /نايل للتقنية والتغذية/);
      await expect(home.locator('img')).toBeVisible();
      await expect(home.locator('span')).toBeHidden();
      const banner = page.locator('section[aria-roledescription] img').first();
      await expect(banner).toBeVisible();
      const { height } = (await banner.boundingBox())!;
      expect(height, 'the banner art at 360 px (it was ≈ 102 px at 16:5)').toBeGreaterThan(170);
      const carousel = (await page.locator('section[aria-roledescription]').boundingBox())!;
      // The static shell (no script) draws the same box: nothing moves when the app replaces it.
      const context = await browser.newContext({ viewport: { width: 360, height: 800 }, javaScriptEnabled: false });
      const shell = await context.newPage();
      await shell.goto(page.url());
      const block = (await shell.locator('.static-shell-block').boundingBox())!;
      await context.close();
      expect(Math.abs(block.height - carousel.height)).toBeLessThanOrEqual(1);
      expect(Math.abs(block.y - carousel.y)).toBeLessThanOrEqual(1);
    });

    test(`${locale}: an offer's countdown keeps one row, offers side by side one height, a card's button one line`, async ({ page }) => {
      await page.goto(`/${locale}/`);
      await settle(page);
      const first = offers(page).first();
      await first.scrollIntoViewIfNeeded();
      for (const offer of await offers(page).all()) {
        const parts = offer.locator('[role="timer"] [data-part]');
        expect(new Set(await tops(parts)).size, 'the four boxes on one row').toBe(1);
      }
      const rows = await heights(offers(page));
      for (let index = 0; index + 1 < rows.length; index += 2) expect(rows[index], `offers ${index + 1} and ${index + 2}`).toBe(rows[index + 1]);
      const buttons = page.getByTestId('product-card').getByRole('button', { name: locale === 'en' ? /^(Add to cart|Sold out)$/ : /^(أضف للسلة|نفدت الكمية)$/ });
      expect(await buttons.count()).toBeGreaterThan(0);
      expect(new Set(await heights(buttons)), 'every card button one line high').toEqual(new Set([32]));
    });
  }

  test('with filters applied the Filters button counts them, and chips remove one or all', async ({ page }) => {
    await page.goto('/en/shop?brands=samsung&price=1000-50000');
    await expect(page.getByRole('button', { name: 'Filters (2 applied)' })).toBeVisible();
    const chips = page.getByRole('list', { name: 'Active filters' });
    await expect(chips.getByRole('button', { name: 'Remove filter: Samsung' })).toBeVisible();
    await expect(chips.getByRole('button', { name: /^Remove filter: 1,000 – 50,000$/ })).toBeVisible();
    await chips.getByRole('button', { name: 'Remove filter: Samsung' }).click();
    await expect(page).toHaveURL(/\/en\/shop\?price=1000-50000$/);
    await expect(page.getByRole('button', { name: 'Filters (1 applied)' })).toBeVisible();
    await chips.getByRole('button', { name: 'Clear all' }).click();
    await expect(page).toHaveURL(/\/en\/shop$/);
    await expect(page.getByRole('button', { name: /^Filters$/ })).toBeVisible();
    await expect(chips).toHaveCount(0);
  });

  test('ar: the chips and the count speak Arabic', async ({ page }) => {
    await page.goto('/ar/shop?brands=samsung');
    await expect(page.getByRole('button', { name: 'التصفية (عامل واحد مطبق)' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'عوامل التصفية المطبقة' }).getByRole('button', { name: 'مسح الكل' })).toBeVisible();
  });
});

test.describe('desktop, 1280 px', () => {

  test('a discounted product says what it saves, when it arrives and its warranty, in the right column', async ({ page }) => {
    await page.goto('/en/products/samsung-galaxy-a35-5g-128gb');
    const save = page.getByTestId('you-save');
    await expect(save).toHaveText('You save EGP 5,600 (35%)');
    await expect(page.getByRole('list', { name: 'Delivery and warranty' })).toHaveText(/Delivery in 2–4 working days\s*12 months warranty/);
    const gallery = (await page.getByRole('img', { name: /Samsung Galaxy A35/ }).first().boundingBox())!;
    const description = (await page.getByRole('heading', { name: 'Description' }).boundingBox())!;
    expect(description.x, 'the description beside the gallery').toBeGreaterThan(gallery.x + gallery.width);
    await page.goto('/ar/products/samsung-galaxy-a35-5g-128gb');
    await expect(page.getByTestId('you-save')).toHaveText(/^توفّر EGP\s5,600 \(35.?%.?\)$/u);
    await expect(page.getByRole('list', { name: 'التوصيل والضمان' })).toContainText('ضمان 12 شهرًا');
  });

  test("home's grids fill their rows: 14 categories in 2, 8 offers and 8 best sellers in 2, 8 brands in 1", async ({ page }) => {
    await page.goto('/en/');
    await settle(page);
    const rowsOf = async (items: Locator) => {
      const visible = await items.evaluateAll((elements) => elements.filter((element) => element.getBoundingClientRect().height > 0).map((element) => Math.round(element.getBoundingClientRect().top)));
      const rows = new Map<number, number>();
      for (const top of visible) rows.set(top, (rows.get(top) ?? 0) + 1);
      return [...rows.values()];
    };
    expect(await rowsOf(page.locator('section[aria-labelledby="home-categories"] li'))).toEqual([7, 7]);
    expect(await rowsOf(offers(page))).toEqual([4, 4]);
    expect(await rowsOf(page.locator('section[aria-labelledby="home-best-sellers"] li'))).toEqual([4, 4]);
    expect(await rowsOf(page.locator('section[aria-labelledby="home-brands"] li'))).toEqual([8]);
  });

  test('the price filter: a number typed in a field is applied on Enter within the bounds, back on page 1', async ({ page }) => {
    await page.goto('/en/shop?page=2');
    const panel = page.getByRole('complementary', { name: 'Filters' });
    const min = panel.getByRole('spinbutton', { name: 'Minimum price' });
    const max = panel.getByRole('spinbutton', { name: 'Maximum price' });
    await expect(max).not.toHaveValue('1000');
    const top = await max.inputValue();
    await min.fill('2500');
    await expect(page).toHaveURL(/page=2/);
    await min.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/en/shop\\?price=2500-${top}$`));
    await max.fill('99999999');
    await max.blur();
    await expect(max).toHaveValue(top);
    await expect(page).toHaveURL(new RegExp(`/en/shop\\?price=2500-${top}$`));
    await expect(panel.getByRole('slider')).toHaveCount(2);
  });
});
