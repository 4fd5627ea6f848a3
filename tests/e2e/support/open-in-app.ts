import type { Page } from '@playwright/test';

/**
 * Opens an address inside the running app, as a link would (the router follows history.pushState); the first
 * address of a page is a real load. Loading the whole app, and the mock API with it, again for each of ~40 pages
 * was most of a walk's time. Each route is its own subtree (keyed by path), so a heading not marked before the move
 * belongs to the new page: resolves once it is in the document.
 */
export async function openInApp(page: Page, address: string): Promise<void> {
  if (!/^https?:/.test(page.url())) {
    await page.goto(address);
    return;
  }
  await page.evaluate((address) => {
    for (const heading of Array.from(document.querySelectorAll('main h1, main h2'))) heading.setAttribute('data-walked', '');
    history.pushState(null, '', address);
  }, address);
  await page.locator('main h1:not([data-walked]), main h2:not([data-walked])').first().waitFor({ state: 'attached' });
}
