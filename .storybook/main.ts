import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // Usage notes (`*.mdx` beside a component's stories) replace that component's generated docs page.
  stories: ['../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  // The getting-started checklist is for setting Storybook up, not for designers reading the catalogue.
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
};

export default config;
