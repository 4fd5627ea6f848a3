import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppAt, demoCustomer, pageArrived, pageShopperLoader } from './app-at';
import { storyShopper } from '../../features/cart/story-cart';

/** Spec section 2: the cart, the checkout's steps and the payment result, with two products in a guest's cart. */
const meta = {
  title: 'Pages/Cart and checkout',
  component: AppAt,
  parameters: { layout: 'fullscreen', storyCart: { products: 2 } },
  loaders: [pageShopperLoader],
  beforeEach: [storyShopper],
  play: pageArrived,
  // Views for designers, not tests (`view-only`, in English and Arabic); each page's states are tested in its own
  // stories: one page of each file proves the harness.
  tags: ['!test', 'view-only'],
} satisfies Meta<typeof AppAt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Cart: Story = { args: { route: '/cart' } };
export const EmptyCart: Story = { args: { route: '/cart' }, parameters: { storyCart: { products: 0 } } };
export const Checkout: Story = { args: { route: '/checkout' }, tags: ['test', '!view-only'] };
export const CheckoutSignedIn: Story = { args: { route: '/checkout' }, parameters: { storyCart: { ...demoCustomer.storyCart, products: 2 } } };
/** The demo customer's order 5 (NT-240005), paid. */
export const PaymentResult: Story = {
  args: { route: '/checkout/result?result=successful&order=NT-240005&id=5&guest=0' },
  parameters: demoCustomer,
};
