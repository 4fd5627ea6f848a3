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
