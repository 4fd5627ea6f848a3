import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSnapshot } from 'valtio';
import { expect, userEvent, within } from 'storybook/test';
import { useGetCart } from '../../api/generated/endpoints/cart/cart';
import { sessionStore } from '../../session/session-store';
import { WalletAmountForm } from './wallet-amount-form';
import { storyCartLoader, storyShopper } from './story-cart';
import { msg } from '../../i18n/story-messages';

/** The form on the story shopper's live cart and wallet (GET /cart with[]=wallet), as the cart page uses it. */
function LiveWalletForm({ emptyWallet = false }: { emptyWallet?: boolean }) {
  const { role } = useSnapshot(sessionStore);
  const isCustomer = role === 'customer';
  const { data } = useGetCart(isCustomer ? { 'with[]': ['wallet'] } : undefined, { query: { select: (body) => body.data } });
  if (!data) return null;
  const wallet = data.wallet && emptyWallet ? { ...data.wallet, available_balance: 0 } : data.wallet;
  return (
    <div style={{ maxWidth: 420 }}>
      <WalletAmountForm cart={data.cart} wallet={wallet} isCustomer={isCustomer} loginRedirect="/en/cart" />
    </div>
  );
}

const meta = {
  title: 'Cart/WalletAmountForm',
  component: LiveWalletForm,
  loaders: [storyCartLoader],
  parameters: { storyCart: { customer: true, products: 1 } },
  beforeEach: storyShopper,
} satisfies Meta<typeof LiveWalletForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The demo customer has EGP 1,500: 'Use …' pays the most it can, and paying can be stopped. */
export const Customer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: msg('wallet.pay.title') })).toBeVisible();
    await expect(canvas.getByTestId('wallet-available')).toHaveTextContent(/Available balance: \u2066EGP\s1,500\u2069/);
    await userEvent.click(canvas.getByRole('button', { name: /^Use \u2066EGP/ }));
    await expect(await canvas.findByText(/^Paying \u2066EGP.*\u2069 from your wallet$/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: msg('wallet.remove') }));
    await expect(await canvas.findByRole('textbox', { name: /Amount from wallet/ })).toBeVisible();
  },
};

/** Spec section 5: more than the available balance is refused on the field, the amount kept. */
export const OverBalance: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = await canvas.findByRole('textbox', { name: /Amount from wallet/ });
    await userEvent.type(amount, '5000');
    await userEvent.click(canvas.getByRole('button', { name: /^Use$/ }));
    await expect(await canvas.findByText(/The amount exceeds your available wallet balance of \u2066EGP\s1,500\u2069/)).toBeVisible();
    await expect(amount).toHaveValue('5000');
    await userEvent.clear(amount);
    await userEvent.click(canvas.getByRole('button', { name: /^Use$/ }));
    await expect(await canvas.findByText(msg('wallet.amount.required'))).toBeVisible();
  },
};

export const EmptyWallet: Story = {
  args: { emptyWallet: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Your wallet has no available balance/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: msg('wallet.topUp.title') })).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const Guest: Story = {
  parameters: { storyCart: { customer: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: msg('auth.login.link') })).toHaveAttribute('href', '/en/login?redirect=%2Fen%2Fcart');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const ServerError: Story = {
  parameters: { mockRequests: [{ method: 'PATCH', path: '*/cart/wallet', status: 500 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = await canvas.findByRole('textbox', { name: /Amount from wallet/ });
    await userEvent.type(amount, '1');
    await userEvent.click(canvas.getByRole('button', { name: /^Use$/ }));
    await expect(await canvas.findByText('An unexpected error occurred. Please try again later.')).toBeVisible();
    await expect(amount).toHaveValue('1');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/cart' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'الدفع من محفظتك' })).toBeVisible();
    await expect(canvas.getByTestId('wallet-available')).toHaveTextContent('الرصيد المتاح');
    await expect(canvas.getByRole('button', { name: /^استخدام$/ })).toBeVisible();
  },
};
