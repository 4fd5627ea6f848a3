import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { PaymentMethod } from '../../api/generated/model';
import { signInDemoCustomer } from '../../session/story-session';
import { TopUpForm } from './top-up-form';

/** Two of the mock's payment methods: each leaves a receipt to upload (spec section 5). */
const methods: PaymentMethod[] = [
  { id: 1, code: 'fawry', title: 'Fawry', description: 'Pay at any Fawry outlet, then upload the Fawry receipt.', image: '', instructions: 'Fawry merchant code 7788' },
  { id: 2, code: 'instapay', title: 'InstaPay', description: 'Send the amount by InstaPay.', image: '', instructions: 'niletech@instapay' },
];
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
    await expect(canvas.getByRole('spinbutton', { name: /Amount \(EGP\)/ })).toHaveValue(null);
    await expect(canvas.getByText('From 10 to 10,000 EGP')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'InstaPay' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Top up' })).toBeEnabled();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('spinbutton', { name: /المبلغ \(جنيه\)/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'شحن المحفظة' })).toBeVisible();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('spinbutton', { name: /Amount/ }), '5');
    await userEvent.click(canvas.getByRole('button', { name: 'Top up' }));
    await expect(await canvas.findByText('The amount must be between 10 and 10,000 EGP')).toBeVisible();
    await expect(canvas.getByText('Please choose a payment method')).toBeVisible();
  },
};

/** Every method shows its instructions and asks for the upload; Fawry, which once needed none, too. */
export const ReceiptRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('spinbutton', { name: /Amount/ }), '500');
    await userEvent.click(canvas.getByRole('radio', { name: 'InstaPay' }));
    await expect(canvas.getByText('niletech@instapay')).toBeVisible();
    await expect(canvas.getByLabelText(/Payment receipt \(image or PDF\)/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Top up' }));
    await expect(await canvas.findByText('Please upload receipt')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Fawry' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Top up' }));
    await expect(await canvas.findByText('Please upload receipt')).toBeVisible();
  },
};

/** A top-up with its receipt is sent and awaits approval. */
export const TopsUp: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('spinbutton', { name: /Amount/ }), '250');
    await userEvent.click(canvas.getByRole('radio', { name: 'InstaPay' }));
    await userEvent.upload(canvas.getByLabelText(/Payment receipt/), RECEIPT);
    await userEvent.click(canvas.getByRole('button', { name: 'Top up' }));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).getByText('Your top-up was received and is awaiting approval')).toBeVisible());
    await expect(canvas.getByRole('spinbutton', { name: /Amount/ })).toHaveValue(null);
  },
};

export const Failed: Story = {
  parameters: { mockRequests: [{ method: 'POST', path: '*/wallets/credit', status: 500 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('spinbutton', { name: /Amount/ }), '250');
    await userEvent.click(canvas.getByRole('radio', { name: 'InstaPay' }));
    await userEvent.upload(canvas.getByLabelText(/Payment receipt/), RECEIPT);
    await userEvent.click(canvas.getByRole('button', { name: 'Top up' }));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).getByText('An unexpected error occurred. Please try again later.')).toBeVisible());
    await expect(canvas.getByRole('spinbutton', { name: /Amount/ })).toHaveValue(250);
  },
};

/** No methods: nothing can top up. */
export const NoMethods: Story = {
  args: { methods: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No payment methods available')).toBeVisible();
  },
};
