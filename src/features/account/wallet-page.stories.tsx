import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { apiInStoryLocale, inLocaleRoute, signInDemoCustomer } from '../../session/story-session';
import WalletPage from './wallet-page';
import { expectServerErrorThenRecovery } from '../../../.storybook/scenario-plays';

const meta = {
  title: 'Account/WalletPage',
  component: WalletPage,
  decorators: [inLocaleRoute()],
  parameters: { layout: 'fullscreen', path: '/en/profile/my-wallet' },
  beforeEach: [apiInStoryLocale, signInDemoCustomer],
} satisfies Meta<typeof WalletPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The demo customer's balances, chart, top-up form, 4 deposits and 6 transactions. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My wallet' })).toBeVisible();
    await expect(await canvas.findByTestId('wallet-total')).toHaveTextContent(/EGP/);
    await expect(canvas.getByTestId('wallet-available')).toHaveTextContent(/EGP/);
    await expect(canvas.getByRole('img', { name: /^Balance over time/ })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Top up your wallet' })).toBeVisible();
    await expect(within(canvas.getByRole('table', { name: 'Deposits' })).getAllByRole('row')).toHaveLength(5);
    await expect(within(canvas.getByRole('table', { name: 'Transactions' })).getAllByRole('row')).toHaveLength(7);
    await expect(canvas.getByRole('link', { name: 'My wallet', current: 'page' })).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/profile/my-wallet' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'محفظتي' })).toBeVisible();
    await expect(await canvas.findByRole('table', { name: 'الإيداعات' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'اشحن محفظتك' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { mockRequests: [{ path: '*/wallets', delayMs: 'infinite' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Loading…')).toBeVisible();
  },
};

/** A new customer: zero balance, no deposits, no transactions, no chart. */
export const Empty: Story = {
  parameters: { mockScenario: 'new-customer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No deposits yet')).toBeVisible();
    await expect(canvas.getByText('No transactions yet')).toBeVisible();
    await expect(canvas.getByTestId('wallet-total')).toHaveTextContent(/EGP\s*0/);
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** The server is down: the toast and the error screen; Reload brings the balances. */
export const Failed: Story = {
  parameters: { mockScenario: 'server-down' },
  play: async ({ canvasElement }) =>
    expectServerErrorThenRecovery(canvasElement, async () => {
      await expect(await within(canvasElement).findByTestId('wallet-total')).toBeVisible();
    }),
};
