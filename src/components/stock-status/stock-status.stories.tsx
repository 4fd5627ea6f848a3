import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { msg } from '../../i18n/story-messages';
import { StockStatus } from './stock-status';

const meta = {
  title: 'Shared/StockStatus',
  component: StockStatus,
  args: { availability: 'in_stock', stock: 24 },
  argTypes: {
    availability: { control: 'radio', options: ['in_stock', 'low_stock', 'limited_stock', 'out_of_stock'] },
    stock: { control: { type: 'number', min: 0 } },
  },
} satisfies Meta<typeof StockStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InStock: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(msg('stock.inStock'))).toBeVisible();
  },
};

/** Few left: the count is said, to nudge without alarming (the server decides what "few" is). */
export const LowStock: Story = {
  args: { availability: 'low_stock', stock: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(msg('stock.low', { count: 3 }))).toBeVisible();
  },
};

export const LimitedStock: Story = {
  args: { availability: 'limited_stock', stock: 8 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(msg('stock.limited'))).toBeVisible();
  },
};

export const OutOfStock: Story = {
  args: { availability: 'out_of_stock', stock: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(msg('stock.out'))).toBeVisible();
  },
};

/** Do: show the server's availability as it comes, beside the price (the product page's buy box). */
export const DoBesideThePrice: Story = {
  args: { availability: 'low_stock', stock: 2 },
};

/** Don't: work the state out of the count yourself. 8 left is "Limited stock" to the server, not "Only 8 left". */
export const DontFromTheCount: Story = {
  args: { availability: 'low_stock', stock: 8 },
};
