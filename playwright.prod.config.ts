import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/setup/chromium';
import { PROD_API_URL, PROD_BASE_URL, PROD_MOCK_PORT, PROD_PORT } from './tests/e2e-prod/ports';

/**
 * End-to-end project `prod`: the real-API build served by the production nginx configuration
 * (`npm run serve:prod`), talking to `npm run mock:server` over HTTP (CORS, no service worker). Every test
 * fails on a Content-Security-Policy violation (tests/e2e-prod/fixtures.ts).
 *
 * Ports: E2E_PROD_PORT (4327) for the shop, E2E_PROD_MOCK_PORT (4011) for the API.
 */
const port = PROD_PORT;
const mockPort = PROD_MOCK_PORT;
const baseURL = PROD_BASE_URL;
const apiURL = PROD_API_URL;

export default defineConfig({
  testDir: 'tests/e2e-prod',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: 'list',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // A trace is recorded for a retry only: recording every test (to keep the failures') took a fifth of the suite's time.
    trace: 'on-first-retry',
    launchOptions: chromiumLaunchOptions,
    reducedMotion: 'reduce',
  },
  projects: [{ name: 'prod', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromiumLaunchOptions } }],
  webServer: [
    {
      command: 'node node_modules/tsx/dist/cli.mjs mocks/server.ts',
      url: `${apiURL}/healthz`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      env: {
        // As the README's commands start it: loopback, pictures named by the host each client asks (so the shop
        // works on localhost as on 127.0.0.1); the one allowed origin is the shop's, under both loopback names.
        MOCK_PORT: String(mockPort),
        MOCK_CORS_ORIGINS: baseURL,
        MOCK_TEST_HOOKS: '0',
      },
    },
    {
      command: 'node scripts/deploy/serve-prod.mjs',
      url: `${baseURL}/en/`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      env: {
        PORT: String(port),
        VITE_API_BASE_URL: apiURL,
        SERVE_PROD_DIR: `dist-e2e-prod-${port}`,
        SITEMAP_FROM_MOCK: '1',
        SITE_URL: baseURL,
        NGINX_ACCESS_LOG: 'off',
        NGINX_WORKERS: '1',
      },
    },
  ],
});
