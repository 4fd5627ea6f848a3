import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The app's route table as the tests see it: every `path:` (and every `listing('…'`, the catalogue's listings) of
 * src/app/router/pages.ts, one page per line, so a page added later is walked too.
 */
export interface RouteEntry {
  path: string;
  access: 'public' | 'customer' | 'guest';
  file: string;
}

const TABLE = 'src/app/router/pages.ts';

export const routeTable: RouteEntry[] = [TABLE].flatMap((file) =>
  readFileSync(join(process.cwd(), file), 'utf8')
    .split('\n')
    .map((line) => ({ path: /\b(?:path:\s*|listing\()'([^']+)'/.exec(line)?.[1], access: /\baccess:\s*'(public|customer|guest)'/.exec(line)?.[1] }))
    .filter((entry): entry is { path: string; access: string | undefined } => Boolean(entry.path))
    .map((entry) => ({ path: entry.path, access: (entry.access as RouteEntry['access'] | undefined) ?? 'public', file })),
);

/** Routes that are actions, not pages: /logout signs out and goes home. */
export const ACTIONS = ['/logout'];

/** Sample values for path parameters, from the deterministic mock seed (the demo customer's order ids start at 1). */
const samples: Record<string, string> = {
  '/products/:slug': '/products/samsung-galaxy-s24-ultra-5g-256gb-titanium-gray',
  '/categories/:slug': '/categories/mobile-phones',
  '/brands/:slug': '/brands/samsung',
  '/tags/:slug': '/tags/new-arrival',
  '/search': '/search?q=samsung',
  '/profile/orders/:id': '/profile/orders/1',
  '/profile/orders/:id/track': '/profile/orders/1/track',
  '/checkout/result': '/checkout/result?result=successful&order=NT-240001&id=1',
  '/reset-password': '/forget-password',
};

/** A concrete address for a route (`/products/:slug` → a seeded product); throws for a parameter with no sample. */
export const sampleAddress = (path: string) => {
  const address = samples[path] ?? path;
  if (address.includes(':')) throw new Error(`no sample value for ${path}: add one to tests/e2e/support/route-table.ts`);
  return address;
};

export const DEMO = { email: 'demo@niletech.eg', password: 'Demo@1234' } as const;

/** Logs the demo customer in through the login form. */
export const logIn = async (page: Page, locale: string) => {
  await page.goto(`/${locale}/login`);
  await page.getByRole('textbox', { name: /mail|البريد/i }).fill(DEMO.email);
  await page.locator('input[type="password"]').first().fill(DEMO.password);
  await page.locator('main form button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/login/);
};
