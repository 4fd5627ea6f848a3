import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { animationsSettled, inLocaleRoute, signInDemoCustomer, signInGuest } from '../../session/story-session';
import { HeaderWishlistButton } from './header-wishlist-button';
import { closeWishlistPanel, wishlistPanelStore } from './wishlist-panel-store';
import { msg, storyIntl } from '../../i18n/story-messages';

const meta = {
  title: 'Wishlist/HeaderWishlistButton',
  component: HeaderWishlistButton,
  decorators: [inLocaleRoute()],
  parameters: { path: '/en/' },
  beforeEach: [signInDemoCustomer, () => closeWishlistPanel],
} satisfies Meta<typeof HeaderWishlistButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A customer with three wished products; on desktop the button opens the side panel. */
export const Customer: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: msg('header.wishlist', { count: 3 }) });
    // The visible count is decorative: the button's name carries it.
    await expect(within(canvasElement).getByText(storyIntl().formatNumber(3))).toBeVisible();
    if (window.innerWidth < 768) return;
    await userEvent.click(button);
    await waitFor(() => expect(wishlistPanelStore.open).toBe(true));
    const panel = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: msg('account.nav.wishlist') });
    await waitFor(() => expect(panel).toBeVisible());
    await animationsSettled(canvasElement.ownerDocument);
  },
};

export const CustomerArabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /^قائمة الأمنيات، (3|٣) عناصر$/ })).toBeVisible();
  },
};

/** A guest: no count; the button leads to login. */
export const Guest: Story = {
  beforeEach: [signInGuest],
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: msg('header.wishlist', { count: 0 }) });
    await expect(within(canvasElement).queryByText(/^[\d\u0660-\u0669]+$/)).toBeNull();
    await userEvent.click(button);
    await expect(wishlistPanelStore.open).toBe(false);
  },
};
