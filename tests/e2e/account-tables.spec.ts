import { expect, test, type Locator, type Page } from '@playwright/test';

/*
 * Issue 38 points 9 and 12: the wallet, orders and order detail tables never clip a cell (phones get a card per
 * row), order numbers stay on one line, and the order detail shows where it goes and how it is paid.
 */
const LABELS = { en: { email: 'E-mail', password: 'Password', login: 'Log in' }, ar: { email: 'البريد الإلكتروني', password: 'كلمة المرور', login: 'تسجيل الدخول' } };

async function signIn(page: Page, locale: 'en' | 'ar', next: string) {
  await page.goto(`/${locale}/login?redirect=${encodeURIComponent(`/${locale}${next}`)}`);
  const l = LABELS[locale];
  await page.getByRole('textbox', { name: l.email, exact: true }).fill('demo@niletech.eg');
  await page.getByRole('textbox', { name: l.password, exact: true }).fill('Demo@1234');
  await page.getByRole('main').getByRole('button', { name: l.login, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}${next}$`));
}

/** Every cell (td, dd, card line) of the rows shows all it holds: nothing wider than its box. */
async function expectNothingClipped(rows: Locator) {
  await expect(rows.first()).toBeVisible();
  const clipped = await rows.evaluateAll((elements) =>
    elements.flatMap((row) =>
      [...row.querySelectorAll('td, dd, dt, th')]
        .filter((cell) => cell.scrollWidth > cell.clientWidth + 1 || cell.getBoundingClientRect().right > document.documentElement.clientWidth + 1 || cell.getBoundingClientRect().left < -1)
        .map((cell) => cell.textContent),
    ),
  );
  expect(clipped).toEqual([]);
}

for (const locale of ['en', 'ar'] as const) {
  test.describe(`account tables at 360 px (${locale})`, { tag: '@phone' }, () => {
    test.use({ viewport: { width: 360, height: 780 } });

    test('wallet deposits and transactions: a card per row, nothing clipped, amounts on one line', async ({ page }) => {
      await signIn(page, locale, '/profile/my-wallet');
      const rows = page.getByTestId('responsive-row');
      await expectNothingClipped(rows);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      // An amount with its sign is one line: its box is one line high.
      const amount = page.locator('dd', { hasText: /[+\-\u2212]/ }).first();
      const lineHeight = await amount.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
      expect((await amount.boundingBox())!.height).toBeLessThan(lineHeight * 1.6);
    });

    test('orders and an order: nothing clipped; the order shows its address and payment method', async ({ page }) => {
      await signIn(page, locale, '/profile/orders');
      await expectNothingClipped(page.getByTestId('responsive-row'));
      await page.getByRole('link', { name: 'NT-240006' }).click();
      await expectNothingClipped(page.getByTestId('responsive-row'));
      await expect(page.getByTestId('order-address')).toContainText(/\S/);
      await expect(page.getByTestId('order-payment-method')).not.toHaveText('\u2014');
    });
  });
}

test.describe('order numbers at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('each order number is one line (never split at its hyphen)', async ({ page }) => {
    await signIn(page, 'ar', '/profile/orders');
    const numbers = page.getByRole('table').getByRole('link', { name: /^NT-\d+$/ });
    await expect(numbers.first()).toBeVisible();
    for (const link of await numbers.all()) {
      const [box, lineHeight] = await Promise.all([link.boundingBox(), link.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight) || 20)]);
      expect(box!.height).toBeLessThan(lineHeight * 1.6);
    }
  });
});
