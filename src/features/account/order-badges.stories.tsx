import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderStatusBadge } from './order-badges';
import { msg } from '../../i18n/story-messages';

const ORDER = ['Pending', 'Processing', 'Completed', 'Cancelled'];
const PAYMENT = ['Pending', 'Paid', 'Failed', 'Refunded'];
const SHIPMENT = ['Pending', 'Shipped', 'In Transit', 'Delivered', 'Returned'];

/** Every order, payment and shipment state with its colour (spec section 4). */
function AllBadges() {
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      {([['order', ORDER], ['payment', PAYMENT], ['shipment', SHIPMENT]] as const).map(([kind, statuses]) => (
        <div key={kind} data-testid={`${kind}-badges`} style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          {statuses.map((status) => (
            <OrderStatusBadge key={status} status={status} kind={kind} />
          ))}
        </div>
      ))}
    </div>
  );
}

const meta = {
  title: 'Account/OrderStatusBadge',
  component: OrderStatusBadge,
  args: { status: 'Processing' },
} satisfies Meta<typeof OrderStatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(msg('order.status.processing'))).toHaveAttribute('data-colour', 'blue');
  },
};

export const All: Story = {
  render: () => <AllBadges />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const colours = (kind: string) => Array.from(canvas.getByTestId(`${kind}-badges`).children).map((badge) => badge.getAttribute('data-colour'));
    await expect(colours('order')).toEqual(['yellow', 'blue', 'green', 'red']);
    await expect(colours('payment')).toEqual(['yellow', 'green', 'red', 'purple']);
    await expect(colours('shipment').every((colour) => colour === 'neutral')).toBe(true);
    await expect(within(canvas.getByTestId('shipment-badges')).getByText(msg('order.status.inTransit'))).toBeVisible();
  },
};

export const AllArabic: Story = {
  globals: { locale: 'ar' },
  render: () => <AllBadges />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByTestId('order-badges')).getByText('مكتمل')).toBeVisible();
    await expect(within(canvas.getByTestId('shipment-badges')).getByText('في الطريق')).toBeVisible();
  },
};

/** A state the storefront does not know is shown as sent, in neutral. */
export const UnknownStatus: Story = {
  args: { status: 'On hold' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('On hold')).toHaveAttribute('data-colour', 'neutral');
  },
};
