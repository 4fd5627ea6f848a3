import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { animationsSettled, apiInStoryLocale, inLocaleRoute, signInDemoCustomer } from '../../session/story-session';
import WishlistPanel from './wishlist-panel';
import { closeWishlistPanel, openWishlistPanel, wishlistPanelStore } from './wishlist-panel-store';
import { msg } from '../../i18n/story-messages';

/** The header button opens the panel; here it starts open and is closed afterwards. */
const openPanel = () => {
  openWishlistPanel();
  return closeWishlistPanel;
};

const meta = {
  title: 'Wishlist/WishlistPanel',
  component: WishlistPanel,
  decorators: [inLocaleRoute()],
  parameters: { path: '/en/' },
  beforeEach: [apiInStoryLocale, signInDemoCustomer, openPanel],
} satisfies Meta<typeof WishlistPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const openedPanel = async (canvasElement: HTMLElement, name: string) => {
  const panel = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name });
  await waitFor(() => expect(panel).toBeVisible());
  await animationsSettled(canvasElement.ownerDocument);
  return within(panel);
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openedPanel(canvasElement, msg('account.nav.wishlist'));
    await expect(await panel.findAllByRole('article')).toHaveLength(3);
    await expect(panel.getByRole('button', { name: msg('wishlist.viewAll') })).toBeEnabled();
    await expect(panel.getByRole('button', { name: msg('common.close') })).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/' },
  play: async ({ canvasElement }) => {
    const panel = await openedPanel(canvasElement, 'قائمة الأمنيات');
    await expect(await panel.findAllByRole('article')).toHaveLength(3);
    await expect(panel.getByRole('button', { name: 'عرض قائمة الأمنيات كاملة' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { mockRequests: [{ path: '*/profile/wishlist', delayMs: 'infinite' }] },
  play: async ({ canvasElement }) => {
    const panel = await openedPanel(canvasElement, msg('account.nav.wishlist'));
    await expect(panel.getByLabelText(msg('common.loading'))).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { mockScenario: 'new-customer' },
  play: async ({ canvasElement }) => {
    const panel = await openedPanel(canvasElement, msg('account.nav.wishlist'));
    await expect(await panel.findByText(msg('wishlist.empty'))).toBeVisible();
  },
};

/** 'View full wishlist' closes the panel on the way to the page. */
export const ViewFullWishlist: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openedPanel(canvasElement, msg('account.nav.wishlist'));
    await userEvent.click(panel.getByRole('button', { name: msg('wishlist.viewAll') }));
    await waitFor(() => expect(wishlistPanelStore.open).toBe(false));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull());
  },
};
