import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { settle } from './support/page-end';

/**
 * axe on every page of the route table, in both languages: public pages as a guest, customer pages after
 * logging in as the demo customer. The route list is read from the features' route files (the same lists
 * src/app/route-table.ts concatenates), so pages added later are checked too.
 */
interface RouteEntry {
  path: string;
  access: 'public' | 'customer' | 'guest';
  owner: string;
}

const featuresDir = join(process.cwd(), 'src/features');
const routes: RouteEntry[] = readdirSync(featuresDir).flatMap((feature) => {
  let source: string;
  try {
    source = readFileSync(join(featuresDir, feature, `${feature}-routes.ts`), 'utf8');
  } catch {
    return [];
  }
  // One route per line: `{ path: '/x', page: …, access: 'customer' }`.
  return source
    .split('\n')
    .map((line) => ({ path: /\bpath:\s*'([^']+)'/.exec(line)?.[1], access: /\baccess:\s*'(public|customer|guest)'/.exec(line)?.[1] }))
    .filter((entry): entry is { path: string; access: string | undefined } => Boolean(entry.path))
    .map((entry) => ({ path: entry.path, access: (entry.access as RouteEntry['access'] | undefined) ?? 'public', owner: feature }));
});

/** Sample values for path parameters, from the deterministic mock seed. */
const samples: Record<string, string> = {
  '/products/:slug': 'samsung-galaxy-s24-ultra-5g-256gb-titanium-gray',
  '/categories/:slug': 'mobile-phones',
  '/brands/:slug': 'samsung',
  '/tags/:slug': 'new-arrival',
};
const fill = (path: string) => {
  const sample = samples[path];
  if (sample) return path.replace(/:[a-zA-Z]+/, sample);
  // Order ids of the demo customer start at 1.
  return path.replace(/:(id|orderId)\b/g, '1');
};

const serious = async (page: Page) => {
  // Tabster's focus-trap sentinels (Fluent UI drawers and dialogs) are aria-hidden yet focusable by design.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('[data-tabster-dummy]')
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.length} × ${violation.nodes[0]?.target.join(' ')} — ${violation.help}`);
};

const login = async (page: Page, locale: string) => {
  await page.goto(`/${locale}/login`);
  await page.getByRole('textbox', { name: /mail|البريد/i }).fill('demo@niletech.eg');
  await page.locator('input[type="password"]').first().fill('Demo@1234');
  await page.locator('main form button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/login/);
};

for (const locale of ['en', 'ar'] as const) {
  test.describe(`axe, ${locale}`, () => {
    for (const route of routes.filter((entry) => entry.access !== 'customer' && !entry.path.includes('/result'))) {
      test(`${route.path} (${route.owner}) has no serious or critical violation`, async ({ page }) => {
        const path = fill(route.path);
        test.skip(path.includes(':'), `no sample value for ${route.path}`);
        await page.goto(`/${locale}${path === '/' ? '/' : path}`);
        await settle(page);
        expect(await serious(page)).toEqual([]);
      });
    }

    const customerRoutes = routes.filter((entry) => entry.access === 'customer');
    test(`customer pages (${customerRoutes.length}) have no serious or critical violation`, async ({ page }) => {
      test.skip(customerRoutes.length === 0, 'no customer pages in the route table yet');
      test.setTimeout(30_000 + customerRoutes.length * 15_000);
      await login(page, locale);
      const found: Record<string, string[]> = {};
      for (const route of customerRoutes) {
        await page.goto(`/${locale}${fill(route.path)}`);
        await settle(page);
        const violations = await serious(page);
        if (violations.length) found[`${route.path} (${route.owner})`] = violations;
      }
      expect(found).toEqual({});
    });

    test('open panels and the error screens have no serious or critical violation', async ({ page }) => {
      test.setTimeout(120_000);
      for (const path of ['/no-such-page', '/forbidden', '/server-error', '/error', '/offline']) {
        await page.goto(`/${locale}${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await serious(page), path).toEqual([]);
      }
      await page.goto(`/${locale}/faq`);
      await settle(page);
      await page.locator('main h3 button').first().click();
      expect(await serious(page), 'FAQ with an answer open').toEqual([]);
    });
  });
}
