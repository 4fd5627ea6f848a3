import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

/**
 * The app's build-only transforms (vite.config.ts): styles precompiled into one stylesheet (decisions 027, 036),
 * messages precompiled with short ids (038, 041), the app's chunk groups, preloads and locale shells. Storybook's
 * build keeps what its dev server has, Griffel at run time and the catalogues as written, like the story tests.
 */
const APP_BUILD_ONLY = /griffel|wyw|^storefront:(precompiled-messages|default-messages-out|chunk-groups|preload-start|locale-shells|api-preconnect)$/i;
const pluginName = (plugin: PluginOption) => (plugin && typeof plugin === 'object' && 'name' in plugin ? String(plugin.name) : '');
/** The plugin list without those, however deep the presets nested it. */
const withoutAppBuildOnly = (plugins: PluginOption[]): PluginOption[] =>
  plugins.flatMap((plugin) => (Array.isArray(plugin) ? withoutAppBuildOnly(plugin) : APP_BUILD_ONLY.test(pluginName(plugin)) ? [] : [plugin]));

const config: StorybookConfig = {
  // The handbook (Foundations/, Guidelines/) beside the components' stories; usage notes (`*.mdx` beside a component's
  // stories) replace that component's generated docs page.
  stories: ['../.storybook/handbook/**/*.@(mdx|stories.tsx)', '../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
  viteFinal: (config) => ({ ...config, plugins: withoutAppBuildOnly(config.plugins ?? []) }),
};

export default config;
