import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSnapshot } from 'valtio';
import { expect, userEvent, within } from 'storybook/test';
import { useGetCart } from '../../api/generated/endpoints/cart/cart';
import { sessionStore } from '../../session/session-store';
import { WalletAmountForm } from './wallet-amount-form';
import { storyCartLoader, storyShopper } from './story-cart';
import { localePath, msg } from '../../i18n/story-messages';
import { linkWords, shownPrice } from '../../i18n/story-message-patterns';
import { mockErrorMessage } from '../../../.storybook/scenario-plays';

/** The form on the story shopper's live cart and wallet (GET /cart with[]=wallet), as the cart page uses it. */
function LiveWalletForm({ emptyWallet = false }: { emptyWallet?: boolean }) {
  const { role } = useSnapshot(sessionStore);
  const isCustomer = role === 'customer';
  const { data } = useGetCart(isCustomer ? { 'with[]': ['wallet'] } : undefined, { query: { select: (body) => body.data } });
  if (!data) return null;
  const wallet = data.wallet && emptyWallet ? { ...data.wallet, available_balance: 0 } : data.wallet;
  return (
    <div style={{ maxWidth: 420 }}>
      <WalletAmountForm cart={data.cart} wallet={wallet} isCustomer={isCustomer} loginRedirect={localePath('/cart')} />
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

/** The wallet amount field, by its label (a required field's mark may follow). */
const amountLabel = (name: string) => name.startsWith(msg('wallet.amount.label'));

/** The demo customer has EGP 1,500: 'Use …' pays the most it can, and paying can be stopped. */
export const Customer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: msg('wallet.pay.title') })).toBeVisible();
    await expect(canvas.getByTestId('wallet-available')).toHaveTextContent(msg('wallet.available', { amount: shownPrice(1500) }));
    // "Use EGP …": the most it can pay (the balance, or the order's total when that is less); the form then says so.
    const useMost = canvas.getByRole('button', { name: (name) => name.startsWith(msg('wallet.useMost', { amount: '' })) });
    const most = useMost.textContent!.slice(msg('wallet.useMost', { amount: '' }).length).replace(/\s/g, ' ');
    await expect(most).toMatch(/EGP/);
    await userEvent.click(useMost);
    await expect(await canvas.findByText(msg('wallet.applied', { amount: most }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: msg('wallet.remove') }));
    await expect(await canvas.findByRole('textbox', { name: amountLabel })).toBeVisible();
  },
};

/** Spec section 5: more than the available balance is refused on the field, the amount kept. */
export const OverBalance: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = await canvas.findByRole('textbox', { name: amountLabel });
    await userEvent.type(amount, '5000');
    await userEvent.click(canvas.getByRole('button', { name: msg('wallet.use') }));
    await expect(await canvas.findByText(msg('wallet.amount.overBalance', { amount: shownPrice(1500) }))).toBeVisible();
    await expect(amount).toHaveValue('5000');
    await userEvent.clear(amount);
    await userEvent.click(canvas.getByRole('button', { name: msg('wallet.use') }));
    await expect(await canvas.findByText(msg('wallet.amount.required'))).toBeVisible();
  },
};

export const EmptyWallet: Story = {
  args: { emptyWallet: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(msg('wallet.empty'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: msg('wallet.topUp.title') })).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const Guest: Story = {
  parameters: { storyCart: { customer: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: linkWords('wallet.pay.guest') })).toHaveAttribute('href', `${localePath('/login')}?redirect=${encodeURIComponent(localePath('/cart'))}`);
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const ServerError: Story = {
  parameters: { mockRequests: [{ method: 'PATCH', path: '*/cart/wallet', status: 500 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = await canvas.findByRole('textbox', { name: amountLabel });
    await userEvent.type(amount, '1');
    await userEvent.click(canvas.getByRole('button', { name: msg('wallet.use') }));
    await expect(await canvas.findByText(await mockErrorMessage(canvasElement.ownerDocument, 500))).toBeVisible();
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
