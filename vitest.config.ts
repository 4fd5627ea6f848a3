import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { chromiumLaunchOptions } from './tests/setup/chromium.ts';

/** Story files that keep a page of their own (see below). */
const STORIES_ON_THEIR_OWN = ['src/features/catalog/product-card/product-card.stories.tsx'];
/** Storybook's plugin takes the story files from `.storybook/main.ts` and ignores `include`: the others are excluded. */
const stems = STORIES_ON_THEIR_OWN.map((file) => file.replace(/^.*\//, '').replace(/\.stories\.tsx$/, ''));
const ALL_STORIES_BUT_THEIRS = [`src/**/!(${stems.join('|')}).stories.tsx`, '.storybook/**/*.stories.tsx'];
/**
 * The shared page's stories in two sessions, one per core: these feature folders in the first, every other story in
 * the second (about half of the run's time each). A story in a new folder lands in the second.
 */
const FIRST_SESSION_FOLDERS = 'catalog|account|checkout|wishlist|compare';
const FIRST_SESSION = [`src/features/@(${FIRST_SESSION_FOLDERS})/**/*.stories.tsx`];
const SECOND_SESSION = ['src/*.stories.tsx', 'src/!(features)/**/*.stories.tsx', 'src/features/*.stories.tsx', `src/features/!(${FIRST_SESSION_FOLDERS})/**/*.stories.tsx`, '.storybook/**/*.stories.tsx'];

/**
 * Stories as tests, in Chromium (`npm run test:stories`). In English every story runs; in Arabic (the toolbar's
 * `ar`, right to left) the stories with a play function run again, so each check holds in both languages. A story
 * without one adds only its render and a11y check there, which the English run and the Arabic stories have.
 */
const storyProject = ({ name, isolate, exclude, locale }: { name: string; isolate: boolean; exclude: string[]; locale: 'en' | 'ar' }): TestProjectInlineConfiguration => ({
  extends: true,
  plugins: [
    storybookTest({
      configDir: '.storybook',
      initialGlobals: { locale },
      // Stories tagged `view-only` (whole pages for designers) are not tests in either language.
      ...(locale === 'ar' && { tags: { include: ['play-fn'], exclude: ['view-only'] } }),
    }),
  ],
  test: {
    name,
    setupFiles: ['./.storybook/vitest.setup.ts'],
    testTimeout: 60_000,
    // On CI a failed story runs again, up to twice (a pass on a later try is reported as flaky): on a loaded 2-core
    // machine one to three whole-page stories in a run of ~1,000 had their canvas left hidden from the accessibility
    // tree (`aria-hidden` from Fluent's focus manager, tabster) for the whole story, the page's heading in the DOM;
    // never alone, mostly the account pages in Arabic, and once both tries of one story. A real defect fails all three.
    retry: process.env.CI ? 2 : 0,
    isolate,
    exclude,
    browser: {
      enabled: true,
      headless: true,
      // Fluent's motion honours the preference: drawers and dialogs settle in 1 ms, so a11y checks never meet a
      // half-faded panel. Storybook itself keeps the full motion for designers.
      provider: playwright({ launchOptions: chromiumLaunchOptions, contextOptions: { reducedMotion: 'reduce' } }),
      instances: [{ browser: 'chromium' }],
    },
  },
});

export default mergeConfig(
  viteConfig({ mode: 'test', command: 'serve' }),
  defineConfig({
    test: {
      // One worker per core left CI's two cores a third idle in the unit run (each file's jsdom and set-up wait on
      // the main process's module transforms): three workers, 300 → 257 s there.
      maxWorkers: '150%',
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts', 'build/**/*.test.ts', '.storybook/**/*.test.{ts,tsx}'],
            setupFiles: ['./tests/setup/unit-setup.ts'],
            restoreMocks: true,
            // Integration tests drive the mock over msw; on a loaded 2-core CI machine they need headroom.
            testTimeout: 20_000,
          },
        },
        // Story files in a shared page, one after another: an iframe per file loaded the app's modules again for
        // each (≈ 6 s a file, 8 of CI's minutes; decision 041). Each story starts fresh all the same (preview.tsx).
        // Two such pages at a time, one per core (`npm run test:stories` runs a language's two together).
        storyProject({ name: 'storybook', isolate: false, exclude: [...STORIES_ON_THEIR_OWN, ...SECOND_SESSION], locale: 'en' }),
        storyProject({ name: 'storybook-2', isolate: false, exclude: [...STORIES_ON_THEIR_OWN, ...FIRST_SESSION], locale: 'en' }),
        storyProject({ name: 'storybook-ar', isolate: false, exclude: [...STORIES_ON_THEIR_OWN, ...SECOND_SESSION], locale: 'ar' }),
        storyProject({ name: 'storybook-ar-2', isolate: false, exclude: [...STORIES_ON_THEIR_OWN, ...FIRST_SESSION], locale: 'ar' }),
        // ProductCard's GuestCompare (a guest's press on Compare: the toast) failed in 4 of 10 full runs in the shared
        // page, its retry too, and never alone; the leak was not found (decision 041). Its file keeps a page of its own.
        storyProject({ name: 'storybook-own-page', isolate: true, exclude: ALL_STORIES_BUT_THEIRS, locale: 'en' }),
        storyProject({ name: 'storybook-own-page-ar', isolate: true, exclude: ALL_STORIES_BUT_THEIRS, locale: 'ar' }),
      ],
    },
  }),
);
