import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { animationsSettled, DEMO_CUSTOMER, inLocaleRoute, signInDemoCustomer, signInGuest } from '../../session/story-session';
import UserMenuPanel from './user-menu-panel';
import { closeUserMenu, openUserMenu, userMenuStore } from './user-menu-store';
import { localePath, msg } from '../../i18n/story-messages';

/** The mobile bottom bar opens the panel; here it starts open and is closed afterwards. */
const openPanel = () => {
  openUserMenu();
  return closeUserMenu;
};

const meta = {
  title: 'Account/UserMenuPanel',
  component: UserMenuPanel,
  decorators: [inLocaleRoute()],
  beforeEach: [signInDemoCustomer, openPanel],
} satisfies Meta<typeof UserMenuPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The drawer slides in: wait until it is shown. */
const openedPanel = async (canvasElement: HTMLElement, name: string) => {
  const panel = await body(canvasElement).findByRole('dialog', { name });
  await waitFor(() => expect(panel).toBeVisible());
  await animationsSettled(canvasElement.ownerDocument);
  return panel;
};

/** A customer: initial, name, e-mail, logout, the account links plus compare list and track an order. */
export const Customer: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openedPanel(canvasElement, msg('account.menu'));
    const inPanel = within(panel);
    await expect(inPanel.getByText(DEMO_CUSTOMER.name)).toBeVisible();
    await expect(inPanel.getByText(DEMO_CUSTOMER.email)).toBeVisible();
    await expect(inPanel.getByRole('button', { name: msg('account.logout') })).toBeVisible();
    const nav = inPanel.getByRole('navigation', { name: msg('account.nav.label') });
    const links = within(nav).getAllByRole('link').map((link) => link.textContent);
    await expect(links).toEqual(['profile', 'changePassword', 'orders', 'addresses', 'wallet', 'wishlist', 'compare', 'trackOrder'].map((link) => msg(`account.nav.${link}`)));
    await expect(within(nav).getByRole('link', { name: msg('account.nav.compare') })).toHaveAttribute('href', localePath('/compare-list'));
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const panel = await openedPanel(canvasElement, msg('account.menu'));
    await expect(within(panel).getByRole('link', { name: msg('account.nav.compare') })).toBeVisible();
    await expect(within(panel).getByRole('button', { name: msg('account.logout') })).toBeVisible();
  },
};

/** A guest: Login and Register, and only track an order. */
export const Guest: Story = {
  beforeEach: [signInGuest],
  play: async ({ canvasElement }) => {
    const panel = within(await openedPanel(canvasElement, msg('account.menu')));
    await expect(panel.getByRole('button', { name: msg('account.login') })).toBeVisible();
    await expect(panel.getByRole('button', { name: msg('account.register') })).toBeVisible();
    await expect(panel.getAllByRole('link').map((link) => link.textContent)).toEqual([msg('account.nav.trackOrder')]);
  },
};

/** Close dismisses the panel. */
export const Closes: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openedPanel(canvasElement, msg('account.menu'));
    await userEvent.click(within(panel).getByRole('button', { name: msg('common.close') }));
    await waitFor(() => expect(userMenuStore.open).toBe(false));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};
