import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { chromiumLaunchOptions } from './tests/setup/chromium.ts';

export default mergeConfig(
  viteConfig({ mode: 'test', command: 'serve' }),
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts'],
            setupFiles: ['./tests/setup/unit-setup.ts'],
            restoreMocks: true,
            // Integration tests drive the mock over msw; on a loaded 2-core CI machine they need headroom.
            testTimeout: 20_000,
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: '.storybook' })],
          test: {
            name: 'storybook',
            setupFiles: ['./.storybook/vitest.setup.ts'],
            testTimeout: 30_000,
            // All story files in one page, one after another: an iframe per file loaded the app's modules again
            // for each (≈ 6 s a file, 12 of CI's minutes). Each story starts fresh all the same (preview.tsx).
            isolate: false,
            // As the end-to-end journeys (playwright.config.ts): on CI a failed story is run once more. Without the
            // iframe per file, one story (ProductCard's GuestCompare: no toast) failed in about one full run of three
            // and passed alone; the cause was not found (session 19).
            retry: process.env.CI ? 1 : 0,
            browser: {
              enabled: true,
              headless: true,
              // Fluent's motion honours the preference: drawers and dialogs settle in 1 ms, so a11y checks
            // never meet a half-faded panel. Storybook itself keeps the full motion for designers.
            provider: playwright({
              launchOptions: chromiumLaunchOptions,
              contextOptions: { reducedMotion: 'reduce' },
            }),
              instances: [{ browser: 'chromium' }],
            },
          },
        },
      ],
    },
  }),
);
