import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { WalletTransaction } from '../../api/generated/model';
import { formatPrice } from '../../i18n/format-price';
import { BalanceChart } from './balance-chart';
import { msg } from '../../i18n/story-messages';

const sampleTransactions: WalletTransaction[] = [
  { id: 1, type: 'credit', amount: 2000, balance_after: 2000, description: 'Top-up by InstaPay', created_at: '2025-01-05T10:00:00Z' },
  { id: 2, type: 'debit', amount: 1200, balance_after: 800, description: 'Paid for order NT-240003', created_at: '2025-02-10T10:00:00Z' },
  { id: 3, type: 'credit', amount: 950, balance_after: 1750, description: 'Refund for order NT-240009', created_at: '2025-03-01T10:00:00Z' },
  { id: 4, type: 'credit', amount: 1500, balance_after: 3250, description: 'Top-up by bank transfer', created_at: '2025-03-20T10:00:00Z' },
  { id: 5, type: 'debit', amount: 900, balance_after: 2350, description: 'Paid for order NT-240006', created_at: '2025-04-02T10:00:00Z' },
];

const meta = {
  title: 'Account/BalanceChart',
  component: BalanceChart,
  args: { transactions: sampleTransactions },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}><Story /></div>],
} satisfies Meta<typeof BalanceChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Balance after each transaction, oldest to newest, whatever order they come in. */
export const Default: Story = {
  args: { transactions: [...sampleTransactions].reverse() },
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('img', { name: msg('wallet.chart.label', { first: formatPrice(2000), last: formatPrice(2350) }) });
    await expect(chart).toBeVisible();
    await expect(chart.querySelectorAll('circle')).toHaveLength(5);
    // The top of the scale is the highest balance.
    await expect(chart.textContent).toContain(formatPrice(3250));
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('img', { name: `الرصيد عبر الوقت، من ${formatPrice(2000)} إلى ${formatPrice(2350)}` });
    await expect(chart.querySelectorAll('circle')).toHaveLength(5);
  },
};

/** Fewer than two points: no chart at all. */
export const TooFewPoints: Story = {
  args: { transactions: sampleTransactions.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};
