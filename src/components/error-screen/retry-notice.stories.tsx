import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RetryNotice } from './retry-notice';
import { msg } from '../../i18n/story-messages';

const meta = {
  title: 'Shared/RetryNotice',
  component: RetryNotice,
  args: { message: 'We could not load your cart.', onRetry: fn() },
} satisfies Meta<typeof RetryNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(args.message)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: msg('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { message: 'تعذّر تحميل سلة التسوق.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: msg('common.retry') })).toBeVisible();
  },
};
