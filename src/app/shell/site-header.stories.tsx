import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sessionStore } from '../../session/session-store';
import { SiteHeader } from './site-header';
import { msg } from '../../i18n/story-messages';

const meta = {
  title: 'Layout/SiteHeader',
  component: SiteHeader,
  // The usage page beside this file (`*.mdx`) is this component's docs page.
  tags: ['!autodocs'],
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
    await expect(await canvas.findByRole('complementary', { name: msg('header.banner') })).toBeVisible();
    await expect(canvas.getByRole('timer')).toBeVisible();
    await expect(await canvas.findByRole('navigation', { name: msg('bottomBar.categories') })).toBeVisible();
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
    await expect(await canvas.findByRole('complementary', { name: msg('header.banner') })).toHaveStyle({ height: '100px' });
    await expect(canvas.queryByRole('navigation', { name: msg('bottomBar.categories') })).toBeNull();
  },
};

/** Until the user is loaded, the list buttons are a skeleton. */
export const UserLoading: Story = {
  beforeEach: () => {
    sessionStore.loaded = false;
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByLabelText(msg('common.loading')).length).toBeGreaterThan(0);
  },
};

/** Do: the header once, at the top of every page (the app's layout places it): search, account, lists and the cart. */
export const DoOncePerPage: Story = {};

/** Don't: the alternate (tall banner) layout on an inner page: it is for the home page's promotion only. */
export const DontAlternateOnInnerPages: Story = { args: { alternate: true }, parameters: { path: '/en/profile/orders' } };
