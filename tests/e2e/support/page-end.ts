import { expect, type Page } from '@playwright/test';

/**
 * What waits to come into view (the footer, home's lower sections: decision 037) is drawn once the page is
 * scrolled or its place is near the screen: these helpers scroll to the end of the page, again until it is there
 * (a scroll made while the page was still being replaced by the next one is not seen by it).
 */
const scrollToTheEnd = (page: Page) => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

/** Scrolls to the end of the page until the footer is drawn, and returns it. */
export async function revealFooter(page: Page, timeout = 10_000) {
  const footer = page.getByRole('contentinfo');
  await expect(async () => {
    await scrollToTheEnd(page);
    await expect(footer.getByRole('link').first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout });
  return footer;
}

/**
 * The page finished drawing, down to its end: a heading in main, the footer, no skeleton left anywhere in main
 * (scrolled to the end to bring in what waits to come into view, then back to the top).
 */
export async function settle(page: Page, timeout = 10_000) {
  await page.locator('main h1, main h2').first().waitFor({ state: 'attached', timeout });
  await expect(async () => {
    await scrollToTheEnd(page);
    await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible({ timeout: 1000 });
    await expect(page.locator('main .fui-Skeleton')).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout });
  await page.evaluate(() => window.scrollTo(0, 0));
}
