import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // The handbook (Foundations/, Guidelines/) beside the components' stories.
  stories: ['../.storybook/handbook/**/*.@(mdx|stories.tsx)', '../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
};

export default config;
