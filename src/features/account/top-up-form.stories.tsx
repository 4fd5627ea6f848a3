import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { PaymentMethod } from '../../api/generated/model';
import { signInDemoCustomer } from '../../session/story-session';
import { TopUpForm } from './top-up-form';
import { WALLET_TOP_UP_MAX, WALLET_TOP_UP_MIN } from '../../lib/constants';
import { msg, msgStart, storyIntl } from '../../i18n/story-messages';
import { expectFailureToast } from '../../../.storybook/mock-texts';

/** Two of the mock's payment methods: each leaves a receipt to upload (spec section 5). */
const methods: PaymentMethod[] = [
  { id: 1, code: 'fawry', title: 'Fawry', description: 'Pay at any Fawry outlet, then upload the Fawry receipt.', image: '', instructions: 'Fawry merchant code 7788' },
  { id: 2, code: 'instapay', title: 'InstaPay', description: 'Send the amount by InstaPay.', image: '', instructions: 'niletech@instapay' },
];
const [FAWRY, INSTAPAY] = methods as [PaymentMethod, PaymentMethod];
const RECEIPT = new File([new Uint8Array([137, 80, 78, 71])], 'transfer.png', { type: 'image/png' });

const meta = {
  title: 'Account/TopUpForm',
  component: TopUpForm,
  args: { methods },
  beforeEach: [signInDemoCustomer],
  decorators: [(Story) => <div style={{ maxWidth: 480 }}><Story /></div>],
} satisfies Meta<typeof TopUpForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('spinbutton', { name: msgStart('wallet.topUp.amount') })).toHaveValue(null);
    await expect(canvas.getByText(msg('wallet.topUp.hint', { min: WALLET_TOP_UP_MIN, max: storyIntl().formatNumber(WALLET_TOP_UP_MAX) }))).toBeVisible();
    await expect(canvas.getByRole('radio', { name: INSTAPAY.title })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: msg('wallet.topUp.submit') })).toBeEnabled();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('spinbutton', { name: msgStart('wallet.topUp.amount') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: msg('wallet.topUp.submit') })).toBeVisible();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('spinbutton', { name: msgStart('wallet.topUp.amount') }), '5');
    await userEvent.click(canvas.getByRole('button', { name: msg('wallet.topUp.submit') }));
    await expect(await canvas.findByText(msg('validation.amountRange', { min: WALLET_TOP_UP_MIN, max: storyIntl().formatNumber(WALLET_TOP_UP_MAX) }))).toBeVisible();
    await expect(canvas.getByText(msg('validation.paymentMethod'))).toBeVisible();
  },
};

/** Every method shows its instructions and asks for the upload; Fawry, which once needed none, too. */
export const ReceiptRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('spinbutton', { name: msgStart('wallet.topUp.amount') }), '500');
    await userEvent.click(canvas.getByRole('radio', { name: INSTAPAY.title }));
    await expect(canvas.getByText(INSTAPAY.instructions as string)).toBeVisible();
    await expect(canvas.getByLabelText(msgStart('wallet.topUp.receipt'))).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: msg('wallet.topUp.submit') }));
    await expect(await canvas.findByText(msg('validation.receipt'))).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: FAWRY.title }));
    await userEvent.click(canvas.getByRole('button', { name: msg('wallet.topUp.submit') }));
    await expect(await canvas.findByText(msg('validation.receipt'))).toBeVisible();
  },
};

/** A top-up with its receipt is sent and awaits approval. */
export const TopsUp: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('spinbutton', { name: msgStart('wallet.topUp.amount') }), '250');
    await userEvent.click(canvas.getByRole('radio', { name: INSTAPAY.title }));
    await userEvent.upload(canvas.getByLabelText(msgStart('wallet.topUp.receipt')), RECEIPT);
    await userEvent.click(canvas.getByRole('button', { name: msg('wallet.topUp.submit') }));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).getByText(msg('wallet.topUp.done'))).toBeVisible());
    await expect(canvas.getByRole('spinbutton', { name: msgStart('wallet.topUp.amount') })).toHaveValue(null);
  },
};

export const Failed: Story = {
  parameters: { mockRequests: [{ method: 'POST', path: '*/wallets/credit', status: 500 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('spinbutton', { name: msgStart('wallet.topUp.amount') }), '250');
    await userEvent.click(canvas.getByRole('radio', { name: INSTAPAY.title }));
    await userEvent.upload(canvas.getByLabelText(msgStart('wallet.topUp.receipt')), RECEIPT);
    await userEvent.click(canvas.getByRole('button', { name: msg('wallet.topUp.submit') }));
    await expectFailureToast(canvasElement);
    await expect(canvas.getByRole('spinbutton', { name: msgStart('wallet.topUp.amount') })).toHaveValue(250);
  },
};

/** No methods: nothing can top up. */
export const NoMethods: Story = {
  args: { methods: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(msg('payment.none'))).toBeVisible();
  },
};
