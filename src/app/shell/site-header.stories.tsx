import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sessionStore } from '../../session/session-store';
import { SiteHeader } from './site-header';

const meta = {
  title: 'Layout/SiteHeader',
  component: SiteHeader,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    sessionStore.loaded = true;
  },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithBanner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('complementary', { name: 'Promotion' })).toBeVisible();
    await expect(canvas.getByRole('timer')).toBeVisible();
    await expect(await canvas.findByRole('navigation', { name: 'Categories' })).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('نايل للتقنية والتغذية')).toBeVisible();
  },
};

export const Alternate: Story = {
  args: { alternate: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('complementary', { name: 'Promotion' })).toHaveStyle({ height: '100px' });
    await expect(canvas.queryByRole('navigation', { name: 'Categories' })).toBeNull();
  },
};

/** Until the user is loaded, the list buttons are a skeleton. */
export const UserLoading: Story = {
  beforeEach: () => {
    sessionStore.loaded = false;
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByLabelText('Loading…').length).toBeGreaterThan(0);
  },
};
