import { expect, test, type Page } from '@playwright/test';

/** Console errors and uncaught exceptions of a page, collected from its first request. */
const errorsOf = (page: Page) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    // A failed request is reported with its address below.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
};

/** A story or docs page alone (the frame Storybook's manager shows), in the toolbar's `globals`. */
const open = async (page: Page, id: string, { docs = false, globals = '' } = {}) => {
  await page.goto(`/iframe.html?id=${id}&viewMode=${docs ? 'docs' : 'story'}${globals ? `&globals=${globals}` : ''}`);
};

test('the manager opens with the handbook in its sidebar', async ({ page }) => {
  const errors = errorsOf(page);
  await page.goto('/?path=/docs/foundations-colours--docs');
  await expect(page.getByRole('button', { name: /Foundations/ }).or(page.getByText('Foundations', { exact: true })).first()).toBeVisible();
  await expect(page.frameLocator('#storybook-preview-iframe').getByRole('heading', { name: 'Colours', level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a Foundations page shows the theme’s colours and their computed contrast', async ({ page }) => {
  const errors = errorsOf(page);
  await open(page, 'foundations-colours--docs', { docs: true });
  await expect(page.getByRole('heading', { name: 'Colours', level: 1 })).toBeVisible();
  await expect(page.getByText(/^colorBrandBackground\b/).first()).toBeVisible();
  await expect(page.locator('[data-contrast]').first()).toBeVisible();
  expect(await page.locator('[data-contrast]').count()).toBeGreaterThan(20);
  expect(errors).toEqual([]);
});

test('a docs page with live examples draws them', async ({ page }) => {
  const errors = errorsOf(page);
  await open(page, 'guidelines-right-to-left-and-bidi--docs', { docs: true });
  await expect(page.getByRole('heading', { name: 'Right to left and bidi', level: 1 })).toBeVisible();
  await expect(page.getByText(/EGP\s30,417\.30/).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('a story in Arabic: right to left, in Arabic', async ({ page }) => {
  const errors = errorsOf(page);
  await open(page, 'guidelines-examples--what-mirrors', { globals: 'locale:ar' });
  const root = page.locator('[data-app-root]');
  await expect(root).toHaveAttribute('dir', 'rtl');
  await expect(root.getByRole('button', { name: 'أضف إلى السلة' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a story in Both: English left to right beside Arabic right to left, each in its own font', async ({ page }) => {
  const errors = errorsOf(page);
  await open(page, 'guidelines-examples--what-mirrors', { globals: 'locale:both' });
  const [english, arabic] = [page.locator('[data-both-locales] > [lang="en"]'), page.locator('[data-both-locales] > [lang="ar"]')];
  await expect(english.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  await expect(arabic.getByRole('button', { name: 'أضف إلى السلة' })).toBeVisible();
  await expect(english.locator('[data-app-root]')).toHaveAttribute('dir', 'ltr');
  await expect(arabic.locator('[data-app-root]')).toHaveAttribute('dir', 'rtl');
  const fontOf = (half: typeof english) => half.getByRole('button').first().evaluate((button) => getComputedStyle(button).fontFamily);
  expect(await fontOf(english)).toMatch(/^'?"?Inter/);
  expect(await fontOf(arabic)).toMatch(/^'?"?Cairo/);
  // Side by side: the Arabic half starts to the right of the English one.
  const [englishBox, arabicBox] = [await english.boundingBox(), await arabic.boundingBox()];
  expect(arabicBox!.x).toBeGreaterThan(englishBox!.x + englishBox!.width / 2);
  expect(errors).toEqual([]);
});

test('a docs page in Arabic: its English prose stays left to right, its stories are Arabic, right to left, in Cairo', async ({ page }) => {
  const errors = errorsOf(page);
  await open(page, 'catalog-productcard--docs', { docs: true, globals: 'locale:ar' });
  await expect(page.getByRole('heading', { name: 'ProductCard', level: 1 })).toBeVisible();
  const story = page.locator('[data-app-root]').first();
  await expect(story).toHaveAttribute('dir', 'rtl');
  await expect(story.getByRole('button', { name: 'أضف للسلة' }).first()).toBeVisible();
  expect(await story.getByRole('button', { name: 'أضف للسلة' }).first().evaluate((button) => getComputedStyle(button).fontFamily)).toMatch(/^'?"?Cairo/);
  expect(await page.evaluate(() => document.documentElement.dir || 'ltr')).toBe('ltr');
  expect(await page.getByRole('heading', { name: 'ProductCard', level: 1 }).evaluate((heading) => getComputedStyle(heading).direction)).toBe('ltr');
  expect(errors).toEqual([]);
});
