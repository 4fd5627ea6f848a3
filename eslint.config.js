import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import formatjs from 'eslint-plugin-formatjs';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-real',
      'dist-e2e*',
      'storybook-static',
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
      // Dependencies flow one way: app → features → components, lib, api, i18n (DESIGN.md section 2).
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src', from: './mocks', message: 'Only src/app/main.tsx may import the mock (lazily).', except: [] },
            { target: './src/features', from: './src/app' },
            { target: './src/components', from: ['./src/app', './src/features'] },
            { target: './src/lib', from: ['./src/app', './src/features', './src/components', './src/api', './src/i18n'] },
            { target: './src/api', from: ['./src/app', './src/features', './src/components'] },
            { target: './src/i18n', from: ['./src/app', './src/features', './src/components'] },
          ],
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
    files: ['src/app/main.tsx'],
    rules: { 'import/no-restricted-paths': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', 'tests/**', 'mocks/**', 'scripts/**', '.storybook/**'],
    // Tests and stories are harnesses: they may reach across the layers they exercise.
    rules: { 'formatjs/no-literal-string-in-jsx': 'off', 'import/no-restricted-paths': 'off' },
  },
);
