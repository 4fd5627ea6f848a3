import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import formatjs from 'eslint-plugin-formatjs';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/**
 * Levels, lowest first; each may import only the levels below it (docs/architecture.md):
 *   lib, config → api, i18n → session → components → features → app (entry, routes, shell).
 * Features are one level, but a feature may import another only when FEATURE_DEPENDENCIES says so,
 * which keeps them a one-way graph. A feature folder missing here may import no other feature.
 */
const FEATURE_DEPENDENCIES = {
  account: [],
  auth: [],
  cart: [],
  catalog: ['cart', 'compare', 'wishlist'], // product card and page: add to cart, compare and wishlist toggles
  checkout: ['account', 'cart'], // the address form; the cart summary and wallet amount
  compare: ['cart'], // Add to cart in each compared product's column
  content: [],
  search: [],
  wishlist: ['account'], // the wishlist page sits in the profile area's frame
};
const featureFolders = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const below = (level) => `Levels: lib, config → api, i18n → session → components → features → app. ${level} may not import this (docs/architecture.md).`;
const importZones = [
  { target: './src', from: './mocks', message: 'Only src/app/start-requests.ts may import the mock (lazily).' },
  { target: './src/features', from: './src/app', message: below('A feature') },
  { target: './src/components', from: ['./src/app', './src/features'], message: below('A shared component') },
  { target: './src/session', from: ['./src/app', './src/features', './src/components'], message: below('Session') },
  { target: './src/api', from: ['./src/app', './src/features', './src/components', './src/session'], message: below('The API layer') },
  { target: './src/i18n', from: ['./src/app', './src/features', './src/components', './src/session'], message: below('i18n') },
  {
    target: ['./src/lib', './src/config'],
    from: ['./src/app', './src/features', './src/components', './src/session', './src/api', './src/i18n'],
    message: below('lib and config'),
  },
  ...featureFolders.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [feature, ...(FEATURE_DEPENDENCIES[feature] ?? [])].map((allowed) => `./${allowed}`),
    message: `features/${feature} may import only features ${(FEATURE_DEPENDENCIES[feature] ?? []).join(', ') || '(none)'} (FEATURE_DEPENDENCIES in eslint.config.js).`,
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-real',
      'dist-mock',
      'dist-e2e*',
      'dist-prod*',
      'dist-real-private',
      'dist-api-docs',
      'storybook-static',
      'dist-storybook*',
      'coverage',
      'playwright-report',
      'test-results',
      'public/mockServiceWorker.js',
      'src/api/generated/**',
      'openapi/dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
    plugins: { ...jsxA11y.flatConfigs.recommended.plugins, formatjs, import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } } },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Every user-facing string lives in locales/*.json.
      'formatjs/no-literal-string-in-jsx': ['error', { props: { include: [['*', '(aria-label|aria-description|alt|title|placeholder|label)']] } }],
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-placeholders': 'error',
      // The levels and which feature may use which: docs/architecture.md explains them.
      'import/no-restricted-paths': ['error', { zones: importZones }],
      // An icon comes from Fluent's atomic entry point (`@fluentui/react-icons/svg/<family>`): the package's main entry
      // groups a thousand icons per module, so one page's icon pulled its neighbours onto the start path.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@fluentui/react-icons',
              allowImportNames: ['FluentIcon', 'FluentIconsProps', 'IconDirectionContextProvider', 'bundleIcon'],
              message: "Import an icon from its family, e.g. `import { CartRegular } from '@fluentui/react-icons/svg/cart'`.",
            },
          ],
        },
      ],
      // Styles are makeStyles classes on Fluent tokens (docs/conventions.md). An inline `style` is only for a value
      // computed per render (a rating's fill, a measured offset): disable this on that line and say why
      // (`// eslint-disable-next-line no-restricted-syntax -- per render: …`).
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXAttribute[name.name="style"]',
          message: 'No inline style: use a makeStyles class (tokens, src/lib/layout-tokens.ts). Only a value computed per render may be inline, with a disable comment saying why.',
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/app/start-requests.ts'],
    rules: { 'import/no-restricted-paths': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', 'tests/**', 'mocks/**', 'scripts/**', 'build/**', '.storybook/**'],
    // Tests and stories are harnesses: they may reach across the layers they exercise.
    rules: { 'formatjs/no-literal-string-in-jsx': 'off', 'import/no-restricted-paths': 'off', 'no-restricted-syntax': 'off' },
  },
);
