import type { Page } from '@playwright/test';

/**
 * Writes `value` under `key` in localStorage before the next document's scripts run, once: the page's own
 * save cannot overwrite it before the app reads it, and later loads see whatever the app made of it.
 */
export async function seedBeforeNextLoad(page: Page, key: string, value: string) {
  const marker = `e2e-seeded-${Math.random().toString(36).slice(2)}`;
  await page.addInitScript(
    ({ key, value, marker }) => {
      if (sessionStorage.getItem(marker)) return;
      sessionStorage.setItem(marker, '1');
      localStorage.setItem(key, value);
    },
    { key, value, marker },
  );
}
