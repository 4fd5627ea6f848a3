import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import CartPage from './cart-page';
import { storyCartLoader, storyShopper, type StoryCart, type StoryCartOptions } from './story-cart';
import { freshAnswersPerArgs, storyCartArgTypes } from './story-cart-controls';
import { RECENTLY_VIEWED_KEY, recentlyViewed } from '../../session/recently-viewed';
import { expectServerErrorThenRecovery } from '../../../.storybook/scenario-plays';
import { couponMessages } from '../../../.storybook/mock-texts';
import { localePath, msg } from '../../i18n/story-messages';
import { linkWords, shownPrice } from '../../i18n/story-message-patterns';

const meta = {
  title: 'Cart/CartPage',
  component: CartPage,
  loaders: [storyCartLoader],
  beforeEach: storyShopper,
  decorators: [freshAnswersPerArgs],
  // The page has no props: its controls set up the shopper and cart it opens on.
  argTypes: storyCartArgTypes,
  parameters: { path: '/en/cart' },
} satisfies Meta<StoryCartOptions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The wallet amount field, by its label (a required field's mark may follow). */
const amountLabel = (name: string) => name.startsWith(msg('wallet.amount.label'));

export const WithItems: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { products } = loaded as StoryCart;
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: msg('cart.page.title'), level: 1 })).toBeVisible();
    const lines = within(canvas.getByRole('list', { name: msg('cart.lines') }));
    await expect(lines.getAllByTestId('cart-line')).toHaveLength(2);
    for (const product of products) await expect(lines.getByRole('link', { name: product.title })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: msg('coupon.label') })).toBeVisible();
    // A guest is asked to log in to pay from the wallet.
    await expect(canvas.getByRole('link', { name: linkWords('wallet.pay.guest') })).toHaveAttribute('href', `${localePath('/login')}?redirect=${encodeURIComponent(localePath('/cart'))}`);
    await expect(canvas.getByTestId('summary-shipping')).toHaveTextContent(msg('cart.shippingAtCheckout'));
    await expect(canvas.getByRole('button', { name: msg('cart.goToCheckout') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: msg('cart.clear') })).toBeVisible();
  },
};

/** Spec section 5: the coupon is required; an expired one shows the server's message on the field and keeps the code. */
export const ExpiredCouponThenValid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const coupon = await canvas.findByRole('textbox', { name: msg('coupon.label') });
    await userEvent.click(canvas.getByRole('button', { name: msg('coupon.apply') }));
    await expect(await canvas.findByText(msg('coupon.required'))).toBeVisible();
    await userEvent.type(coupon, 'EXPIRED25');
    await userEvent.click(canvas.getByRole('button', { name: msg('coupon.apply') }));
    await expect(await canvas.findByText(couponMessages.expired())).toBeVisible();
    await expect(coupon).toHaveValue('EXPIRED25');
    await expect(coupon).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(coupon);
    await userEvent.type(coupon, 'WELCOME10');
    await userEvent.click(canvas.getByRole('button', { name: msg('coupon.apply') }));
    await expect(await canvas.findByTestId('applied-coupon')).toHaveTextContent(msg('coupon.applied', { code: 'WELCOME10' }));
    await expect(canvas.getByTestId('summary-discount')).toHaveTextContent(/WELCOME10/);
  },
};

/** The customer's wallet: an amount over the balance is refused on the field, the amount kept. */
export const CustomerWallet: Story = {
  parameters: { storyCart: { customer: true, products: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('wallet-available')).toHaveTextContent(msg('wallet.available', { amount: shownPrice(1500) }));
    const amount = canvas.getByRole('textbox', { name: amountLabel });
    await userEvent.type(amount, '999999');
    await userEvent.click(canvas.getByRole('button', { name: msg('wallet.use') }));
    await expect(await canvas.findByText(msg('wallet.amount.overBalance', { amount: shownPrice(1500) }))).toBeVisible();
    await expect(amount).toHaveValue('999999');
  },
};

/** Clearing asks first (saying the viewed products go too); confirming empties the cart and forgets them. */
export const ClearCart: Story = {
  play: async ({ canvasElement }) => {
    [4, 2].forEach((id) => recentlyViewed.record(id));
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: msg('cart.clear') }));
    const dialog = within(await screen.findByRole('dialog', { name: msg('cart.clear.title') }));
    await expect(await screen.findByRole('dialog', { name: msg('cart.clear.title') })).toHaveTextContent(msg('cart.clear.body'));
    await expect(recentlyViewed.ids()).toEqual([2, 4]);
    await userEvent.click(dialog.getByRole('button', { name: msg('cart.clear.confirm') }));
    await expect(await canvas.findByText(msg('cart.empty'))).toBeVisible();
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
    await expect(await canvas.findByRole('heading', { name: msg('cart.page.title'), level: 1 })).toBeVisible();
    await expect(canvas.getByText(msg('cart.empty'))).toBeVisible();
    await expect(canvas.getByText(msg('cart.empty.hint'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: msg('cart.startShopping') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: msg('cart.goToCheckout') })).toBeNull();
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
    await expect(within(canvasElement).getByText(msg('common.loading'))).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { mockScenario: 'server-down' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).queryByRole('heading', { name: msg('cart.page.title') })).toBeNull());
    await expectServerErrorThenRecovery(canvasElement, async () => {
      await expect(await within(canvasElement).findByRole('heading', { name: msg('cart.page.title') })).toBeVisible();
    });
  },
};
