import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useGetCart } from '../../api/generated/endpoints/cart/cart';
import { CartSummary } from './cart-summary';
import { storyCartLoader, storyShopper } from './story-cart';
import { msg } from '../../i18n/story-messages';

/** The summary of the story shopper's cart as the server worked it out. */
function LiveSummary() {
  const { data: cart } = useGetCart(undefined, { query: { select: (body) => body.data.cart } });
  return cart ? (
    <div style={{ maxWidth: 360 }}>
      <CartSummary cart={cart} />
    </div>
  ) : null;
}

const meta = {
  title: 'Cart/CartSummary',
  component: LiveSummary,
  loaders: [storyCartLoader],
  beforeEach: storyShopper,
} satisfies Meta<typeof LiveSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(msg('cart.summary'))).toBeVisible();
    await expect(canvas.getByTestId('summary-subtotal')).toHaveTextContent(new RegExp(`^${msg('cart.subtotal')}.*EGP`));
    await expect(canvas.getByTestId('summary-shipping')).toHaveTextContent(msg('cart.shippingAtCheckout'));
    // Prices include VAT and the shop adds no tax: no "Tax EGP 0" line.
    await expect(canvas.queryByTestId('summary-tax')).toBeNull();
    await expect(canvas.getByTestId('summary-total')).toHaveTextContent(new RegExp(`^${msg('cart.total')}.*EGP`));
    await expect(canvas.queryByTestId('summary-discount')).toBeNull();
  },
};

export const WithCoupon: Story = {
  parameters: { storyCart: { coupon: 'WELCOME10' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('summary-discount')).toHaveTextContent(msg('cart.couponDiscount', { code: 'WELCOME10' }));
    await expect(canvas.getByTestId('summary-discount')).toHaveTextContent(/\u2066-EGP/);
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/cart' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('ملخص الطلب')).toBeVisible();
    await expect(canvas.getByTestId('summary-subtotal')).toHaveTextContent('المجموع الفرعي');
    await expect(canvas.getByTestId('summary-total')).toHaveTextContent('الإجمالي');
  },
};
