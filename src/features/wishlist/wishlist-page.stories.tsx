import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { listProducts } from '../../api/generated/endpoints/catalog/catalog';
import { addToWishlist } from '../../api/generated/endpoints/wishlist/wishlist';
import { sessionStore } from '../../session/session-store';
import { apiInStoryLocale, inLocaleRoute, signInDemoCustomer } from '../../session/story-session';
import WishlistPage from './wishlist-page';
import { expectServerErrorThenRecovery } from '../../../.storybook/scenario-plays';
import { msg } from '../../i18n/story-messages';
import { msgPattern } from '../../i18n/story-message-patterns';

const meta = {
  title: 'Wishlist/WishlistPage',
  component: WishlistPage,
  decorators: [inLocaleRoute()],
  parameters: { layout: 'fullscreen', path: '/en/profile/wishlist' },
  beforeEach: [apiInStoryLocale, signInDemoCustomer],
} satisfies Meta<typeof WishlistPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The demo customer's three wished products as cards. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: msg('account.nav.wishlist') })).toBeVisible();
    const cards = await canvas.findAllByRole('article');
    await expect(cards).toHaveLength(3);
    await expect(within(cards[0] as HTMLElement).getByRole('button', { name: msgPattern('wishlist.remove', {}, [], ['title']) })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: msg('compare.clear') })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: msg('account.nav.wishlist'), current: 'page' })).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/profile/wishlist' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'قائمة الأمنيات' })).toBeVisible();
    await expect(await canvas.findAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'مسح الكل' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { mockRequests: [{ path: '*/profile/wishlist', delayMs: 'infinite' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByTestId('wishlist-skeleton')).toHaveLength(8);
  },
};

export const Empty: Story = {
  parameters: { mockScenario: 'new-customer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(msg('wishlist.empty'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: msg('compare.clear') })).toBeNull();
  },
};

/** The server is down: the error screen, never a false "empty"; Reload brings the data. */
export const Failed: Story = {
  parameters: { mockScenario: 'server-down' },
  play: async ({ canvasElement }) =>
    expectServerErrorThenRecovery(canvasElement, async () => {
      await expect(await within(canvasElement).findAllByRole('article')).toHaveLength(3);
    }),
};

/** Removing a product takes its card away and updates the header count (last: it changes the mock's data). */
export const RemovesProduct: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await canvas.findAllByRole('article');
    const title = first?.getAttribute('aria-label') ?? '';
    await userEvent.click(within(first as HTMLElement).getByRole('button', { name: msg('wishlist.remove', { title }) }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(2));
    await expect(canvas.queryByRole('article', { name: title })).toBeNull();
    await waitFor(() => expect(sessionStore.user?.totals.wishlistItems).toBe(2));
  },
};

/** The answer is not a list (spec section 8: ignored silently): the empty state, not an error. */
export const MalformedAnswer: Story = {
  parameters: { msw: [http.get('*/profile/wishlist', () => HttpResponse.text('<html>Bad gateway</html>'))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(msg('wishlist.empty'))).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: msg('errorScreen.serverError.title') })).toBeNull();
  },
};

/** Clear all (DELETE /wishlists/clear): every card goes, the empty state shows and the header count is 0. */
export const ClearsAll: Story = {
  // The new customer's empty wishlist, filled with two products here.
  parameters: { mockScenario: 'new-customer' },
  beforeEach: async () => {
    const { data } = await listProducts({ perPage: 2 }, { silent: true });
    for (const product of data.records) await addToWishlist(product.id, { silent: true });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(2));
    await userEvent.click(canvas.getByRole('button', { name: msg('compare.clear') }));
    await expect(await canvas.findByText(msg('wishlist.empty'))).toBeVisible();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
    await waitFor(() => expect(sessionStore.user?.totals.wishlistItems).toBe(0));
  },
};
