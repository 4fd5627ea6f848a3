import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { OrderEvent } from '../../api/generated/model';
import { OrderTimeline } from './order-timeline';
import { msg, storyIntl } from '../../i18n/story-messages';

const events: OrderEvent[] = [
  { status: 'Shipped', at: '2025-04-03T08:00:00Z', note: 'Handed to the carrier.' },
  { status: 'Pending', at: '2025-04-02T09:00:00Z', note: 'Order placed.' },
  { status: 'Paid', at: '2025-04-02T11:00:00Z', note: 'Payment confirmed.' },
  { status: 'Processing', at: '2025-04-02T12:00:00Z', note: 'We are preparing your order.' },
  { status: 'In Transit', at: '2025-04-03T15:00:00Z', note: 'On the way to you.' },
];

const meta = {
  title: 'Account/OrderTimeline',
  component: OrderTimeline,
  args: { events },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}><Story /></div>],
} satisfies Meta<typeof OrderTimeline>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Oldest first whatever the order given; the latest step is current. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const steps = within(within(canvasElement).getByRole('list', { name: msg('order.timeline') })).getAllByRole('listitem');
    await expect(steps.map((step) => step.querySelector('span.fui-Text')?.textContent)).toEqual(['pending', 'paid', 'processing', 'shipped', 'inTransit'].map((status) => msg(`order.status.${status}`)));
    await expect(steps[4]).toHaveAttribute('aria-current', 'step');
    await expect(steps[0]).not.toHaveAttribute('aria-current');
    // The story's own notes, shown as given; each step's time in the story's locale, as the timeline formats it.
    await expect(within(steps[4] as HTMLElement).getByText('On the way to you.')).toBeVisible();
    await expect(within(steps[0] as HTMLElement).getByText(storyIntl().formatDate('2025-04-02T09:00:00Z', { dateStyle: 'medium', timeStyle: 'short' }))).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { events: [{ status: 'Pending', at: '2025-04-02T09:00:00Z', note: 'تم استلام الطلب.' }, { status: 'Delivered', at: '2025-04-05T09:00:00Z', note: 'تم التوصيل.' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: msg('order.timeline') })).toBeVisible();
    await expect(canvas.getByText(msg('order.status.pending'))).toBeVisible();
    await expect(canvas.getByText('تم التوصيل.')).toBeVisible();
  },
};

/** Only the placement so far, without a note. */
export const SingleStep: Story = {
  args: { events: [{ status: 'Pending', at: '2025-04-02T09:00:00Z' }] },
  play: async ({ canvasElement }) => {
    const step = within(canvasElement).getByRole('listitem');
    await expect(step).toHaveAttribute('aria-current', 'step');
  },
};
