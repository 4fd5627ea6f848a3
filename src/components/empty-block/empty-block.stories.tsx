import { Button } from '@fluentui/react-components';
import { BoxRegular } from '@fluentui/react-icons/svg/box';
import { ReceiptRegular } from '@fluentui/react-icons/svg/receipt';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmptyBlock } from './empty-block';

const meta = {
  title: 'Shared/EmptyBlock',
  component: EmptyBlock,
  args: { icon: <ReceiptRegular />, title: 'No orders found' },
  argTypes: { icon: { control: false }, children: { control: false } },
} satisfies Meta<typeof EmptyBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A list with nothing in it: the icon, what is empty, read out politely (a status). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No orders found');
  },
};

/** Do: offer the one next step when there is one (here: back to the shop). */
export const DoWithAnAction: Story = {
  args: { icon: <BoxRegular />, title: 'Your wishlist is empty', children: <Button appearance="primary">Browse products</Button> },
};

/** Don't: use it for a failure. A list that could not load is an error (ErrorScreen, with Reload), not empty. */
export const DontForAFailure: Story = {
  args: { icon: <BoxRegular />, title: 'Something went wrong loading your orders' },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { title: 'لا توجد طلبات' },
};
