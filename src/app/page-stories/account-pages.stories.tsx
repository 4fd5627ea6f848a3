import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppAt, demoCustomer, pageArrived, pageShopperLoader } from './app-at';
import { storyShopper } from '../../features/cart/story-cart';
import { DEMO_ORDER_ID } from '../../session/story-session';

/** Spec section 2, customer-only pages, as the signed-in demo customer sees them (README credentials). */
const meta = {
  title: 'Pages/Account',
  component: AppAt,
  parameters: { layout: 'fullscreen', ...demoCustomer },
  loaders: [pageShopperLoader],
  beforeEach: [storyShopper],
  play: pageArrived,
  // Views for designers, not tests (`view-only`, in English and Arabic); each page's states are tested in its own
  // stories: one page of each file proves the harness.
  tags: ['!test', 'view-only'],
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Profile: Story = { args: { route: '/profile' } };
export const ChangePassword: Story = { args: { route: '/profile/change-password' } };
export const Addresses: Story = { args: { route: '/profile/addresses' } };
export const Wishlist: Story = { args: { route: '/profile/wishlist' } };
export const Wallet: Story = { args: { route: '/profile/my-wallet' } };
export const Orders: Story = { args: { route: '/profile/orders' }, tags: ['test', '!view-only'] };
export const OrderDetail: Story = { args: { route: `/profile/orders/${DEMO_ORDER_ID}` } };
export const OrderTracking: Story = { args: { route: `/profile/orders/${DEMO_ORDER_ID}/track` } };
export const CompareList: Story = { args: { route: '/compare-list' } };
/** Order lookup by number, open to anyone. */
export const TrackOrder: Story = { args: { route: '/track-order' }, parameters: { storyCart: { products: 0 } } };
