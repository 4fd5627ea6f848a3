import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/setup/chromium';

const port = Number(process.env.E2E_PORT ?? 4317);
const baseURL = `http://127.0.0.1:${port}`;

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
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
    // Journeys check behaviour, not animation: with the shopper's reduced-motion preference Fluent's drawers
    // and dialogs settle at once, so no step races a fade.
    reducedMotion: 'reduce',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromiumLaunchOptions } },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions: chromiumLaunchOptions } },
  ],
  webServer: {
    command: `vite build --outDir dist-e2e-${port} && vite preview --outDir dist-e2e-${port} --port ${port} --strictPort`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    env: { VITE_MOCK_LATENCY_MS: '0', VITE_API_BASE_URL: '' },
  },
});
