import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Countdown } from './countdown';

const HOUR = 3600 * 1000;

const meta = {
  title: 'Shared/Countdown',
  component: Countdown,
  args: { endTime: Date.now() + 50 * HOUR + 5000 },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {
  play: async ({ canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer');
    await expect(timer.querySelector('[data-part="days"]')).toHaveTextContent('02');
    const first = timer.querySelector('[data-part="seconds"]')?.textContent;
    await waitFor(() => expect(timer.querySelector('[data-part="seconds"]')?.textContent).not.toBe(first), { timeout: 2500 });
  },
};

export const RunningArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('أيام')).toBeVisible();
  },
};

export const Ended: Story = {
  args: { endTime: Date.now() - HOUR },
  play: async ({ canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer');
    await expect(timer).toHaveAttribute('data-ended', 'true');
    for (const part of ['days', 'hours', 'minutes', 'seconds']) await expect(timer.querySelector(`[data-part="${part}"]`)).toHaveTextContent('00');
  },
};

export const Compact: Story = { args: { compact: true } };
