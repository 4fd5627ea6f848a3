import { Button, Text } from '@fluentui/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inLocaleRoute } from '../../session/story-session';
import { ProfileLayout } from './profile-layout';
import { SIDEBAR_COOKIE } from './sidebar-state';
import { localePath, msg } from '../../i18n/story-messages';

/** The sidebar state lives in a cookie: start open and forget it afterwards. */
const resetSidebarCookie = () => {
  const clear = () => {
    document.cookie = `${SIDEBAR_COOKIE}=; path=/; max-age=0`;
  };
  clear();
  return clear;
};

const meta = {
  title: 'Account/ProfileLayout',
  component: ProfileLayout,
  decorators: [inLocaleRoute()],
  parameters: { layout: 'fullscreen', path: '/en/profile/orders/6/track' },
  beforeEach: [resetSidebarCookie],
  args: {
    title: 'My orders',
    actions: <Button appearance="primary">Action</Button>,
    children: <Text>The page content goes here.</Text>,
  },
} satisfies Meta<typeof ProfileLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Expanded sidebar; order tracking counts as Orders. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: args.title })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: msg('account.nav.label') });
    for (const link of ['profile', 'changePassword', 'orders', 'addresses', 'wallet', 'wishlist']) {
      await expect(within(nav).getByRole('link', { name: msg(`account.nav.${link}`) })).toBeVisible();
    }
    await expect(within(nav).getByRole('link', { name: msg('account.nav.orders') })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: msg('account.nav.addresses') })).toHaveAttribute('href', localePath('/profile/addresses'));
    await expect(canvas.getByText('The page content goes here.')).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/profile/addresses' },
  args: { title: 'عناويني', actions: undefined, children: <Text>محتوى الصفحة.</Text> },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: args.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: msg('account.nav.addresses') })).toHaveAttribute('aria-current', 'page');
  },
};

/** The toggle (or Ctrl+B) collapses the sidebar to icons and remembers it in a cookie. */
export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getAllByRole('button', { name: msg('account.sidebar.toggle') }).find((button) => button.hasAttribute('aria-expanded'));
    if (!toggle) throw new Error('No sidebar toggle');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('complementary', { name: msg('account.sidebar') })).toHaveAttribute('data-state', 'collapsed');
    await expect(document.cookie).toContain(`${SIDEBAR_COOKIE}=false`);
    await userEvent.keyboard('{Control>}b{/Control}');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
  },
};
