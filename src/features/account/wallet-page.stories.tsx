import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { apiInStoryLocale, inLocaleRoute, signInDemoCustomer } from '../../session/story-session';
import WalletPage from './wallet-page';
import { expectServerErrorThenRecovery } from '../../../.storybook/scenario-plays';
import { msg } from '../../i18n/story-messages';
import { msgPattern } from '../../i18n/story-message-patterns';

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
    await expect(canvas.getByRole('heading', { level: 1, name: msg('wallet.title') })).toBeVisible();
    await expect(await canvas.findByTestId('wallet-total')).toHaveTextContent(/EGP/);
    await expect(canvas.getByTestId('wallet-available')).toHaveTextContent(/EGP/);
    await expect(canvas.getByRole('img', { name: msgPattern('wallet.chart.label', {}, [], ['first', 'last']) })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: msg('wallet.topUp.title') })).toBeVisible();
    await expect(within(canvas.getByRole('table', { name: msg('wallet.deposits') })).getAllByRole('row')).toHaveLength(5);
    await expect(within(canvas.getByRole('table', { name: msg('wallet.transactions') })).getAllByRole('row')).toHaveLength(7);
    await expect(canvas.getByRole('link', { name: msg('account.nav.wallet'), current: 'page' })).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/profile/my-wallet' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: msg('wallet.title') })).toBeVisible();
    await expect(await canvas.findByRole('table', { name: msg('wallet.deposits') })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: msg('wallet.topUp.title') })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { mockRequests: [{ path: '*/wallets', delayMs: 'infinite' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(msg('common.loading'))).toBeVisible();
  },
};

/** A new customer: zero balance, no deposits, no transactions, no chart. */
export const Empty: Story = {
  parameters: { mockScenario: 'new-customer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(msg('wallet.noDeposits'))).toBeVisible();
    await expect(canvas.getByText(msg('wallet.noTransactions'))).toBeVisible();
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
