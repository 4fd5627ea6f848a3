import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/setup/chromium';

/**
 * The built Storybook (the designers' handbook the demo stack publishes), opened in Chromium: `npm run build-storybook`
 * into `dist-storybook-<port>`, served as static files. Port: STORYBOOK_STATIC_PORT (4336). The build takes 2–4 min.
 */
const port = Number(process.env.STORYBOOK_STATIC_PORT ?? 4336);
const outDir = `dist-storybook-${port}`;

export default defineConfig({
  testDir: 'tests/storybook',
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  reporter: 'list',
  timeout: 90_000,
  expect: { timeout: 20_000 },
  use: { baseURL: `http://127.0.0.1:${port}`, trace: 'on-first-retry', launchOptions: chromiumLaunchOptions },
  projects: [{ name: 'storybook-static', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, launchOptions: chromiumLaunchOptions } }],
  webServer: {
    command: `npx storybook build --quiet -o ${outDir} && node scripts/serve-static.mjs ${outDir} ${port}`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 600_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
