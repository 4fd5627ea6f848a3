import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

/**
 * The app build's message plugins (short ids, precompiled catalogues, English defaults taken out) are for the shop's
 * pages. The built Storybook keeps the messages as written, like `storybook dev` and the story tests: story checks
 * name messages by their ids (`msg`, decision 062).
 */
const APP_BUILD_ONLY = new Set(['storefront:precompiled-messages', 'storefront:default-messages-out']);
const withoutAppBuildOnly = (plugins: PluginOption[]): PluginOption[] =>
  plugins.map((plugin) =>
    Array.isArray(plugin) ? withoutAppBuildOnly(plugin) : plugin && typeof plugin === 'object' && 'name' in plugin && APP_BUILD_ONLY.has(plugin.name) ? false : plugin,
  );

const config: StorybookConfig = {
  // Usage notes (`*.mdx` beside a component's stories) replace that component's generated docs page.
  stories: ['../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  viteFinal: (viteConfig) => ({ ...viteConfig, plugins: withoutAppBuildOnly(viteConfig.plugins ?? []) }),
  core: { disableTelemetry: true },
  // The getting-started checklist is for setting Storybook up, not for designers reading the catalogue.
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
};

export default config;
