import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Countdown } from './countdown';

const HOUR = 3600 * 1000;

const meta = {
  title: 'Shared/Countdown',
  component: Countdown,
  // The usage page beside this file (`*.mdx`) is this component's docs page.
  tags: ['!autodocs'],
  argTypes: { endTime: { control: 'date' } },
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

/**
 * Below the screen it holds still (nobody sees its seconds), and scrolled to it shows the time left at once and
 * ticks on (decision 047).
 */
export const OffScreenHoldsStill: Story = {
  decorators: [
    (Story) => (
      <div>
        <div style={{ blockSize: '300vh' }} />
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer');
    const seconds = () => timer.querySelector('[data-part="seconds"]')?.textContent;
    const first = seconds();
    await new Promise((done) => setTimeout(done, 2200));
    await expect(seconds(), 'no tick off screen').toBe(first);
    timer.scrollIntoView();
    await waitFor(() => expect(seconds()).not.toBe(first), { timeout: 500 });
    const back = seconds();
    await waitFor(() => expect(seconds()).not.toBe(back), { timeout: 2500 });
    window.scrollTo(0, 0);
  },
};

/** Do: an offer's real end from the server; the countdown stops by itself at zero. */
export const DoTheOffersEnd: Story = { args: { endTime: Date.now() + 3 * HOUR } };

/** Don't: a countdown to a made-up deadline that restarts on every visit. It is a promise: show one only when it ends. */
export const DontAFakeDeadline: Story = { args: { endTime: Date.now() + 10 * 60 * 1000, compact: true } };
