import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppAt, pageArrived, pageShopperLoader } from './app-at';
import { storyShopper } from '../../features/cart/story-cart';

/** Spec section 2, information pages, and the error screens (spec section 8) that have an address. */
const meta = {
  title: 'Pages/Information and errors',
  component: AppAt,
  parameters: { layout: 'fullscreen' },
  loaders: [pageShopperLoader],
  beforeEach: [storyShopper],
  play: pageArrived,
  // Views for designers, not tests (`view-only`, in English and Arabic); each page's states are tested in its own
  // stories: one page of each file proves the harness.
  tags: ['!test', 'view-only'],
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ContactUs: Story = { args: { route: '/contact-us' } };
export const Faq: Story = { args: { route: '/faq' } };
export const TermsAndConditions: Story = { args: { route: '/terms-and-conditions' } };
export const PrivacyPolicy: Story = { args: { route: '/privacy-policy' } };
export const ReturnsAndRefunds: Story = { args: { route: '/returns-and-refunds' } };
export const ShippingAndDelivery: Story = { args: { route: '/shipping-and-delivery' } };
export const TradeInProgram: Story = { args: { route: '/trade-in-program' } };
export const NotFound: Story = { args: { route: '/no-such-page' }, tags: ['test', '!view-only'] };
export const Forbidden: Story = { args: { route: '/forbidden' } };
export const ServerError: Story = { args: { route: '/server-error' } };
export const GenericError: Story = { args: { route: '/error' } };
export const Offline: Story = { args: { route: '/offline' } };
