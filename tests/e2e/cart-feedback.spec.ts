import { expect, test, type Page } from '@playwright/test';

/** Issue 12 point 8: Add to cart says so, the quantity steps with + (the field is read-only, spec section 4), a phone keeps Add to cart in reach. */
const PRODUCT = '/en/products/samsung-galaxy-s24-ultra-5g-256gb-titanium-gray';
/** The toast on screen (Fluent also repeats its text in a hidden live region for screen readers). */
const toastTitle = (page: Page, text: RegExp) => page.locator('.fui-ToastTitle', { hasText: text });

test.describe('add to cart feedback (desktop)', () => {

  test('Add to cart confirms with a toast whose View cart opens the cart panel; a quantity stepped with + reaches the cart; the field is read-only', async ({ page }) => {
    await page.goto(PRODUCT);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Add to cart' }).first().click();
    await expect(toastTitle(page, /^Added to your cart: Samsung Galaxy S24 Ultra/)).toBeVisible();
    const field = main.getByRole('textbox', { name: /^Quantity Samsung Galaxy S24 Ultra/ }).first();
    await expect(field).toHaveValue('1');

    // Read-only (spec section 4): typing changes nothing.
    await expect(field).not.toBeEditable();
    // Stepped to 3 with + (the header counts lines: still one); the cart panel below shows 3.
    const increase = main.getByRole('button', { name: /^Increase quantity Samsung Galaxy S24 Ultra/ }).first();
    await increase.click();
    await expect(field).toHaveValue('2');
    await expect(increase).toBeEnabled();
    await increase.click();
    await expect(field).toHaveValue('3');
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();

    await page.getByRole('button', { name: 'View cart' }).click();
    const panel = page.getByRole('dialog');
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId('cart-line')).toHaveCount(1);
    await expect(panel.getByRole('textbox', { name: /^Quantity / })).toHaveValue('3');
  });

  test('a quantity stepped right before a reload is kept (issue 12 point 14)', async ({ page }) => {
    await page.goto(PRODUCT);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Add to cart' }).first().click();
    const field = main.getByRole('textbox', { name: /^Quantity Samsung Galaxy S24 Ultra/ }).first();
    await expect(field).toHaveValue('1');
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();

    // Stepped to 2 and the page reloaded at once, before the change could be answered.
    await main.getByRole('button', { name: /^Increase quantity Samsung Galaxy S24 Ultra/ }).first().click();
    await page.reload();
    const again = page.getByRole('main').getByRole('textbox', { name: /^Quantity Samsung Galaxy S24 Ultra/ }).first();
    await expect(again).toHaveValue('2');
    // The server has it too: after one more reload (nothing left to send) the cart panel shows 2.
    await expect(again).toBeEnabled();
    await page.reload();
    await page.getByRole('button', { name: 'Cart, 1 item' }).click();
    await expect(page.getByRole('dialog').getByRole('textbox', { name: /^Quantity / })).toHaveValue('2');
  });
});

test.describe('phone buy bar', { tag: '@phone' }, () => {
  test.skip(({ isMobile }) => !isMobile, 'phone only');

  test('the price and Add to cart stay in reach above the bottom bar while the buy box is off screen', async ({ page }) => {
    await page.goto(PRODUCT);
    const bar = page.getByTestId('sticky-buy-bar');
    await expect(bar.getByRole('button', { name: 'Add to cart' })).toBeVisible();
    const bottomBar = page.getByRole('navigation', { name: 'Quick navigation' });
    const [barBox, navBox] = [await bar.boundingBox(), await bottomBar.boundingBox()];
    expect(barBox!.y + barBox!.height).toBeLessThanOrEqual(navBox!.y + 1);
    await bar.getByRole('button', { name: 'Add to cart' }).click();
    await expect(toastTitle(page, /^Added to your cart: /)).toBeVisible();
    await expect(bar.getByRole('textbox', { name: /^Quantity / })).toHaveValue('1');
    // At the buy box itself the bar steps aside.
    await page.getByRole('main').getByRole('button', { name: 'Add to wishlist' }).scrollIntoViewIfNeeded();
    await expect(bar).toBeHidden();
  });
});
