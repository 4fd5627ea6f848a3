import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openInApp } from './support/open-in-app';
import { settle } from './support/page-end';
import { ACTIONS, logIn, routeTable, sampleAddress, type RouteEntry } from './support/route-table';

/**
 * axe on every page of the route table (tests/e2e/support/route-table.ts, so pages added later are checked too), in
 * both languages: public and guest pages as a guest, customer pages after logging in as the demo customer; then
 * the not-found screen and an open panel. One walk per language and kind of visitor, each page opened inside the
 * running app as a link would (support/open-in-app.ts), every page's violations gathered before the test fails.
 */
const serious = async (page: Page) => {
  // Tabster's focus-trap sentinels (Fluent UI drawers and dialogs) are aria-hidden yet focusable by design.
  // Legacy mode: one `axe.run` in the page. The default runs axe in each frame, then opens a blank page to merge
  // the frames' results: 1–3 s a page on a CI machine, for a shop with no frames.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('[data-tabster-dummy]')
    .setLegacyMode()
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.length} × ${violation.nodes[0]?.target.join(' ')} — ${violation.help}`);
};

/** Each page of `routes` opened in turn: its serious and critical violations, by page (none: `{}`). */
const walk = async (page: Page, locale: string, routes: RouteEntry[]) => {
  const found: Record<string, string[]> = {};
  // /reset-password needs an e-mail from the forget-password form first: its sample address is that form.
  const addresses = [...new Set(routes.map((route) => sampleAddress(route.path)))];
  for (const address of addresses) {
    await openInApp(page, `/${locale}${address}`);
    await settle(page);
    const violations = await serious(page);
    if (violations.length) found[address] = violations;
  }
  return found;
};

const pages = routeTable.filter((route) => !ACTIONS.includes(route.path));
const customerPages = pages.filter((route) => route.access === 'customer');
const guestPages = pages.filter((route) => route.access !== 'customer');

/**
 * The two long walks run once per language, each on one layout, crossed so each layout meets each language: the
 * guest pages in English on the desktop and in Arabic on the phone, the customer pages the other way round. Axe's
 * serious and critical rules read names, roles, labels and contrast, which the layouts share; the phone's own chrome
 * (its header, bottom bar) is on every page of the phone's walk. Both layouts in both languages cost ≈ 130 s more of
 * the end-to-end workers' time.
 */
const walkProject = (locale: 'en' | 'ar', kind: 'guest' | 'customer') => ((locale === 'en') === (kind === 'guest') ? 'desktop' : 'mobile');
/** Skips the walk on the project it is not crossed to. */
const walkHereOnly = (projectName: string, locale: 'en' | 'ar', kind: 'guest' | 'customer') => {
  const project = walkProject(locale, kind);
  test.skip(projectName !== project, `walked on the ${project} project`);
};

for (const locale of ['en', 'ar'] as const) {
  test.describe(`axe, ${locale}`, () => {
    test(`every page a guest opens (${guestPages.length}) has no serious or critical violation`, { tag: walkProject(locale, 'guest') === 'mobile' ? '@phone' : [] }, async ({ page }, testInfo) => {
      walkHereOnly(testInfo.project.name, locale, 'guest');
      test.setTimeout(60_000 + guestPages.length * 10_000);
      expect(await walk(page, locale, guestPages)).toEqual({});
    });

    test(`customer pages (${customerPages.length}) have no serious or critical violation`, { tag: walkProject(locale, 'customer') === 'mobile' ? '@phone' : [] }, async ({ page }, testInfo) => {
      walkHereOnly(testInfo.project.name, locale, 'customer');
      test.setTimeout(60_000 + customerPages.length * 10_000);
      await logIn(page, locale);
      expect(await walk(page, locale, customerPages)).toEqual({});
    });

    test('the not-found screen and an open FAQ answer have no serious or critical violation', async ({ page }) => {
      await page.goto(`/${locale}/no-such-page`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await serious(page), 'not found').toEqual([]);
      await openInApp(page, `/${locale}/faq`);
      await settle(page);
      await page.locator('main h3 button').first().click();
      expect(await serious(page), 'FAQ with an answer open').toEqual([]);
    });
  });
}
