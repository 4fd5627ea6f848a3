import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import CartPage from './cart-page';
import { storyCartLoader, storyShopper, type StoryCart } from './story-cart';
import { RECENTLY_VIEWED_KEY, recentlyViewed } from '../../session/recently-viewed';
import { expectServerErrorThenRecovery } from '../../../.storybook/scenario-plays';

const meta = {
  title: 'Cart/CartPage',
  component: CartPage,
  loaders: [storyCartLoader],
  beforeEach: storyShopper,
  parameters: { path: '/en/cart' },
} satisfies Meta<typeof CartPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithItems: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { products } = loaded as StoryCart;
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Shopping cart', level: 1 })).toBeVisible();
    const lines = within(canvas.getByRole('list', { name: 'Items in your cart' }));
    await expect(lines.getAllByTestId('cart-line')).toHaveLength(2);
    for (const product of products) await expect(lines.getByRole('link', { name: product.title })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Coupon code' })).toBeVisible();
    // A guest is asked to log in to pay from the wallet.
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/login?redirect=%2Fen%2Fcart');
    await expect(canvas.getByTestId('summary-shipping')).toHaveTextContent('Worked out at checkout');
    await expect(canvas.getByRole('button', { name: 'Go to checkout' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear cart' })).toBeVisible();
  },
};

/** Spec section 5: the coupon is required; an expired one shows the server's message on the field and keeps the code. */
export const ExpiredCouponThenValid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const coupon = await canvas.findByRole('textbox', { name: 'Coupon code' });
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText('Enter a coupon code')).toBeVisible();
    await userEvent.type(coupon, 'EXPIRED25');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText('This coupon has expired')).toBeVisible();
    await expect(coupon).toHaveValue('EXPIRED25');
    await expect(coupon).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(coupon);
    await userEvent.type(coupon, 'WELCOME10');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByTestId('applied-coupon')).toHaveTextContent('Coupon WELCOME10 applied');
    await expect(canvas.getByTestId('summary-discount')).toHaveTextContent(/WELCOME10/);
  },
};

/** The customer's wallet: an amount over the balance is refused on the field, the amount kept. */
export const CustomerWallet: Story = {
  parameters: { storyCart: { customer: true, products: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('wallet-available')).toHaveTextContent(/1,500/);
    const amount = canvas.getByRole('textbox', { name: /Amount from wallet/ });
    await userEvent.type(amount, '999999');
    await userEvent.click(canvas.getByRole('button', { name: /^Use$/ }));
    await expect(await canvas.findByText(/exceeds your available wallet balance/)).toBeVisible();
    await expect(amount).toHaveValue('999999');
  },
};

/** Clearing asks first (saying the viewed products go too); confirming empties the cart and forgets them. */
export const ClearCart: Story = {
  play: async ({ canvasElement }) => {
    [4, 2].forEach((id) => recentlyViewed.record(id));
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Clear cart' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Empty your cart?' }));
    await expect(await screen.findByRole('dialog', { name: 'Empty your cart?' })).toHaveTextContent(/this device forgets the products you viewed/);
    await expect(recentlyViewed.ids()).toEqual([2, 4]);
    await userEvent.click(dialog.getByRole('button', { name: 'Empty cart' }));
    await expect(await canvas.findByText('Your cart is empty')).toBeVisible();
    await expect(recentlyViewed.ids()).toEqual([]);
    await expect(localStorage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
    // The closed dialog gives the page back to assistive technology: nothing stays aria-hidden around it.
    await waitFor(() => expect(document.querySelector('[aria-hidden="true"] [data-app-root]')).toBeNull(), { timeout: 3000 });
  },
};

export const Empty: Story = {
  parameters: { storyCart: { products: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Shopping cart', level: 1 })).toBeVisible();
    await expect(canvas.getByText('Your cart is empty')).toBeVisible();
    await expect(canvas.getByText('Browse the shop and add what you like.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start shopping' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Go to checkout' })).toBeNull();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/cart' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'سلة التسوق', level: 1 })).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'المنتجات في سلتك' })).getAllByTestId('cart-line')).toHaveLength(2);
    await expect(canvas.getByRole('textbox', { name: 'كود الخصم' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إتمام الشراء' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    mockRequests: [{ path: '*/cart', delayMs: 'infinite' }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading…')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { mockScenario: 'server-down' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).queryByRole('heading', { name: 'Shopping cart' })).toBeNull());
    await expectServerErrorThenRecovery(canvasElement, async () => {
      await expect(await within(canvasElement).findByRole('heading', { name: 'Shopping cart' })).toBeVisible();
    });
  },
};
