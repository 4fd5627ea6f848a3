import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sessionActions } from '../../session/session-store';
import { animationsSettled, DEMO_CUSTOMER, inLocaleRoute, signInDemoCustomer, signInGuest } from '../../session/story-session';
import { HeaderAccountMenu } from './header-account-menu';
import { msg, msgStart } from '../../i18n/story-messages';

const meta = {
  title: 'Account/HeaderAccountMenu',
  component: HeaderAccountMenu,
  decorators: [inLocaleRoute()],
  beforeEach: [signInDemoCustomer],
} satisfies Meta<typeof HeaderAccountMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The dropdown is a lazy chunk: wait until the trigger is the menu's (it then has a popup). */
const menuTrigger = async (canvasElement: HTMLElement, name: string) => {
  await waitFor(() => expect(within(canvasElement).getByRole('button', { name })).toHaveAttribute('aria-haspopup'));
  return within(canvasElement).getByRole('button', { name });
};

/** A customer: their name opens profile, change password, orders, addresses, my wallet and logout. */
export const Customer: Story = {
  play: async ({ canvasElement }) => {
    const trigger = await menuTrigger(canvasElement, msg('account.menu.label', { name: DEMO_CUSTOMER.name }));
    await expect(trigger).toHaveTextContent(DEMO_CUSTOMER.name);
    await userEvent.click(trigger);
    const menu = await body(canvasElement).findByRole('menu', {}, { timeout: 10_000 });
    await waitFor(() => expect(menu).toBeVisible());
    await animationsSettled(canvasElement.ownerDocument);
    const items = within(menu).getAllByRole('menuitem').map((item) => item.textContent);
    await expect(items).toEqual(['profile', 'changePassword', 'orders', 'addresses', 'wallet', 'trackOrder'].map((link) => msg(`account.nav.${link}`)).concat(msg('account.logout')));
  },
};

export const CustomerArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await menuTrigger(canvasElement, msg('account.menu.label', { name: DEMO_CUSTOMER.name })));
    const menu = await body(canvasElement).findByRole('menu', {}, { timeout: 10_000 });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: msg('account.logout') })).toBeVisible());
    await animationsSettled(canvasElement.ownerDocument);
  },
};

/** A guest: Login and Register. */
export const Guest: Story = {
  beforeEach: [signInGuest],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: msg('account.login') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: msg('account.register') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: msgStart('account.menu') })).toBeNull();
  },
};

export const GuestArabic: Story = {
  globals: { locale: 'ar' },
  beforeEach: [signInGuest],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: msg('account.register') })).toBeVisible();
  },
};

/** Before the session is known: a skeleton. */
export const Loading: Story = {
  beforeEach: () => {
    sessionActions.clearCredentials();
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByLabelText(msg('common.loading'))).toBeVisible());
  },
};
