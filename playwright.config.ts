import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/setup/chromium';
import { SNAPSHOT_PATH_TEMPLATE } from './tests/visual/support/renderer';

const port = Number(process.env.E2E_PORT ?? 4317);
const baseURL = `http://127.0.0.1:${port}`;

/** The same locale and time zone on every machine, so dates and numbers print alike in the screenshots. */
const visualUse = { locale: 'en-US', timezoneId: 'Africa/Cairo', launchOptions: chromiumLaunchOptions } as const;

/** End-to-end: the production build on the in-browser mock (no latency), desktop and mobile Chromium. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // Journeys walk through several pages on a production build; CI machines are small.
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // Visual regression (tests/visual, decision 016): a picture differs when more than 0.1 % of its pixels
    // differ by more than the per-pixel threshold (anti-aliasing noise stays under both).
    toHaveScreenshot: { maxDiffPixelRatio: 0.001, threshold: 0.2, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  use: {
    baseURL,
    // A trace is recorded for a retry only: recording every test (to keep the failures') took a fifth of the suite's time.
    trace: 'on-first-retry',
    launchOptions: chromiumLaunchOptions,
    // Journeys check behaviour, not animation: with the shopper's reduced-motion preference Fluent's drawers
    // and dialogs settle at once, so no step races a fade.
    reducedMotion: 'reduce',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromiumLaunchOptions } },
    // The phone runs what a phone changes, tagged `@phone`: its layouts (the header, the bottom bar, the filters
    // drawer, tables as cards, every route at 360 and 390 px), its ways in (search through "See all", the drawer's
    // filters) and one journey of each kind — browse, check out, an account. What does not depend on the viewport
    // (validation, failures, the API's answers) runs on the desktop only: the phone repeating it cost a third of CI.
    { name: 'mobile', grep: /@phone/, use: { ...devices['Pixel 7'], launchOptions: chromiumLaunchOptions } },
    // Visual regression: the main screens against committed baselines kept per Chromium major version
    // (`npm run test:visual`, `npm run test:visual:update`). Same build and server as the journeys above.
    {
      name: 'visual-desktop',
      testDir: 'tests/visual',
      snapshotPathTemplate: SNAPSHOT_PATH_TEMPLATE,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, ...visualUse },
    },
    {
      name: 'visual-mobile',
      testDir: 'tests/visual',
      snapshotPathTemplate: SNAPSHOT_PATH_TEMPLATE,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, ...visualUse },
    },
  ],
  webServer: {
    command: `vite build --outDir dist-e2e-${port} && vite preview --outDir dist-e2e-${port} --port ${port} --strictPort`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    env: { VITE_MOCK_LATENCY_MS: '0', VITE_API_BASE_URL: '' },
  },
});
