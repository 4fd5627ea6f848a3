import { expect, test, type Page } from '@playwright/test';
import { settle } from './support/page-end';

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** Opens the search dialog: the header's box on desktop, the bottom bar's button on a phone. */
async function openSearch(page: Page, locale: 'en' | 'ar') {
  if (isMobile(page)) await page.getByRole('navigation').getByRole('button', { name: locale === 'en' ? 'Search' : 'بحث' }).click();
  else await page.getByRole('banner').getByRole('textbox').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('combobox')).toBeFocused();
  return dialog;
}

/** The results summary, "1 to 12 of 37 products" / "1 إلى 12 من 37 منتجًا", as the total it states. */
const totalOf = async (page: Page) => {
  const summary = page.getByRole('main').getByRole('status').filter({ hasText: /\d/ }).first();
  await expect(summary).toBeVisible();
  return Number(/(\d[\d,]*)\D*$/.exec((await summary.innerText()).replace(/[٠-٩]/g, (digit) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(digit))))?.[1]?.replace(/,/g, ''));
};

test.describe('search results page', () => {
  for (const locale of ['en', 'ar'] as const) {
    const t =
      locale === 'en'
        ? { term: 'samsung', heading: 'Results for “samsung”', brands: 'Brands', perPage: 'Products per page', perPage24: '24 per page' }
        : { term: 'سامسونج', heading: 'نتائج البحث عن «سامسونج»', brands: 'الماركات', perPage: 'عدد المنتجات في الصفحة', perPage24: '24 في الصفحة' };

    test(`${locale}: header search → Enter → results → a filter and a page size → a product`, async ({ page }) => {
      await page.goto(`/${locale}/`);
      await settle(page);
      const dialog = await openSearch(page, locale);
      await dialog.getByRole('combobox').fill(t.term);
      await expect(dialog.getByRole('option').first()).toBeVisible();
      await dialog.getByRole('combobox').press('Enter');
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`/${locale}/search\\?q=${encodeURIComponent(t.term)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.heading);
      // The words stay in the header's field; the page is kept out of search engines' indexes.
      await expect(page.getByRole('banner').getByRole('textbox').first()).toHaveValue(t.term);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
      await expect(page).toHaveTitle(new RegExp(t.heading));
      const all = await totalOf(page);
      expect(all).toBeGreaterThan(1);

      // A brand from the shop's filters narrows the words' results; the words stay in the address.
      await page.getByRole('complementary').getByRole('group', { name: t.brands }).getByRole('checkbox').first().check();
      await expect(page).toHaveURL(/\?q=[^&]+&brands=[a-z0-9-]+$/);
      await expect.poll(() => totalOf(page)).toBeLessThanOrEqual(all);
      await page.getByRole('combobox', { name: t.perPage }).selectOption({ label: t.perPage24 });
      await expect(page).toHaveURL(/&perPage=24$/);

      // Open a product from the results.
      const link = page.getByTestId('product-card').first().getByRole('link').last();
      const title = ((await link.textContent()) ?? '').trim();
      await link.click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      // Back returns to the same results, filter and size.
      await page.goBack();
      await expect(page).toHaveURL(/\?q=[^&]+&brands=[a-z0-9-]+&perPage=24$/);
      await expect(page.getByRole('combobox', { name: t.perPage })).toHaveValue('24');
    });
  }

  test('"See all N results" in the dialog opens the results page with those N products', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/en/');
    await settle(page);
    const dialog = await openSearch(page, 'en');
    await dialog.getByRole('combobox').fill('galaxy');
    const seeAll = dialog.getByRole('link', { name: /^See all \d+ results?$/ });
    await expect(seeAll).toBeVisible();
    const count = Number(/\d+/.exec(await seeAll.innerText())?.[0]);
    expect(count).toBeGreaterThan(0);
    await seeAll.click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/en\/search\?q=galaxy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “galaxy”');
    expect(await totalOf(page)).toBe(count);
    // Opened again on the results page, the dialog starts with the same words.
    await expect((await openSearch(page, 'en')).getByRole('combobox')).toHaveValue('galaxy');
  });

  test('no results: the words, a hint and categories to go on with (Arabic)', async ({ page }) => {
    await page.goto('/ar/search?q=zzzzqqq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('نتائج البحث عن «zzzzqqq»');
    await expect(page.getByRole('heading', { level: 2, name: 'لا توجد منتجات تطابق «zzzzqqq»' })).toBeVisible();
    const category = page.getByRole('navigation', { name: 'تصفّح إحدى الفئات بدلًا من ذلك' }).getByRole('link').first();
    const name = ((await category.textContent()) ?? '').trim();
    await category.click();
    await expect(page).toHaveURL(/\/ar\/categories\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });
});
