import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

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
          },
        },
      ],
    },
  }),
);
