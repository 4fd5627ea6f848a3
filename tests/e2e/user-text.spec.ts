import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn } from './support/route-table';

/**
 * Typed text in an Arabic page (decision 051): every field of an address isolated on its own, so a Latin street
 * keeps its house number in front ("22 Fawzy Moaz St.", not "…Floor 5 22"); a right-to-left override typed into a
 * name is dropped; 100-character names and 500-character addresses wrap inside their card.
 */

const STREET = '22 Fawzy Moaz St., Building 3, Floor 5';

/** The drawn box of `text` (one text node) inside `root`. */
const rectOf = (root: Locator, text: string) =>
  root.evaluate((element, wanted) => {
    const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(wanted);
      if (at < 0) continue;
      const range = element.ownerDocument.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      const { left, right } = range.getBoundingClientRect();
      return { left, right };
    }
    throw new Error(`${wanted} is not drawn`);
  }, text);

/** The house number is drawn before (left of) its street, and the street reads left to right. */
const expectStreetInOrder = async (root: Locator) => {
  const number = await rectOf(root, '22 ');
  const street = await rectOf(root, 'Fawzy');
  const floor = await rectOf(root, 'Floor 5');
  expect(number.right).toBeLessThanOrEqual(street.left + 1);
  expect(street.right).toBeLessThanOrEqual(floor.left + 1);
};

const addToCart = async (page: Page) => {
  await page.goto('/ar/products/samsung-galaxy-s24-ultra-5g-256gb-titanium-gray');
  const buyBox = page.getByRole('main').locator('article').first();
  await buyBox.getByRole('button', { name: 'أضف إلى السلة' }).click();
  // The button turns into the quantity control once the line is in the cart.
  await expect(buyBox.getByRole('button', { name: /^زيادة الكمية/ })).toBeVisible();
};

test('a Latin street keeps its order in an Arabic address card and at checkout', async ({ page }) => {
  await logIn(page, 'ar');
  await page.goto('/ar/profile/addresses');
  const card = page.getByRole('group', { name: "Parents' home" });
  await expect(card.getByText(STREET)).toBeVisible();
  await expectStreetInOrder(card);

  await addToCart(page);
  await page.goto('/ar/checkout');
  const option = page.getByRole('radio', { name: /Parents' home/ });
  await expect(option).toBeVisible();
  const label = page.locator(`label[for="${await option.getAttribute('id')}"]`);
  await expectStreetInOrder(label);
  // Each field its own isolate: the street, the city and the phone.
  await expect(label.locator('bdi', { hasText: STREET })).toHaveCount(1);
  await expect(label.locator('bdi[dir="ltr"]', { hasText: '01223456789' })).toHaveCount(1);
});

test('a right-to-left override is dropped, and long names and addresses wrap inside the card', { tag: '@phone' }, async ({ page }) => {
  const longName = 'L'.repeat(100);
  const longAddress = 'A'.repeat(500);
  await logIn(page, 'ar');
  await page.goto('/ar/profile/addresses');
  await page.getByRole('button', { name: 'إضافة عنوان' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="title"]').fill('Test');
  await dialog.locator('input[name="first_name"]').fill(longName);
  await dialog.locator('input[name="last_name"]').fill('\u202EAli');
  await dialog.locator('select').first().selectOption({ index: 1 });
  await expect(dialog.locator('select').nth(1).locator('option')).not.toHaveCount(1);
  await dialog.locator('select').nth(1).selectOption({ index: 1 });
  await dialog.locator('input[name="address"]').fill(longAddress);
  await dialog.locator('input[name="phone"]').fill('01012345678');
  await dialog.getByRole('button', { name: 'حفظ العنوان' }).click();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('group', { name: 'Test' });
  await expect(card.getByText('Ali', { exact: true })).toBeVisible();
  expect(await card.textContent()).not.toContain('\u202E');
  const box = await card.boundingBox();
  for (const text of [longName, longAddress]) {
    const field = card.getByText(text, { exact: true });
    const drawn = (await field.boundingBox())!;
    expect(drawn.x).toBeGreaterThanOrEqual(box!.x);
    expect(drawn.x + drawn.width).toBeLessThanOrEqual(box!.x + box!.width);
  }
  expect(await card.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
});
