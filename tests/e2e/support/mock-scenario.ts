import { test as base, type Page } from '@playwright/test';
import { SCENARIO_STORAGE_KEY } from '../../../mocks/scenarios/active';

/**
 * Playwright's `test` with a `mockScenario` option: the tab opens in that mock scenario (set before the app's first
 * script, once per tab, so a switch the test makes later holds across reloads).
 *
 *   test.use({ mockScenario: 'server-down' });
 */
export const test = base.extend<{ mockScenario: string }>({
  mockScenario: ['default', { option: true }],
  page: async ({ page, mockScenario }, provide) => {
    if (mockScenario !== 'default') {
      await page.addInitScript(
        ([key, name]) => {
          if (sessionStorage.getItem(`${key}.chosen`)) return;
          sessionStorage.setItem(key, name);
          sessionStorage.setItem(`${key}.chosen`, '1');
        },
        [SCENARIO_STORAGE_KEY, mockScenario] as const,
      );
    }
    await provide(page);
  },
});

export { expect } from '@playwright/test';

/** Switches the open tab's mock at once (what `?mock-scenario=` does on a load), without reloading. */
export async function switchMockScenario(page: Page, name: string): Promise<void> {
  await page.evaluate((next) => (window as unknown as { storefrontMock: { setActiveScenario(name: string): void } }).storefrontMock.setActiveScenario(next), name);
}
