import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { apiInStoryLocale, DEMO_ORDER_ID, inLocaleRoute, signInDemoCustomer } from '../../session/story-session';
import OrderTrackingPage from './order-tracking-page';
import { msg } from '../../i18n/story-messages';

const meta = {
  title: 'Account/OrderTrackingPage',
  component: OrderTrackingPage,
  decorators: [inLocaleRoute('/profile/orders/:id/track')],
  parameters: { layout: 'fullscreen', path: `/en/profile/orders/${DEMO_ORDER_ID}/track` },
  beforeEach: [apiInStoryLocale, signInDemoCustomer],
} satisfies Meta<typeof OrderTrackingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** NT-240006's timeline: placed, paid, processing, shipped, in transit (the latest). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: msg('order.trackTitle') })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: msg('order.numberHeading', { number: 'NT-240006' }) })).toBeVisible();
    const timeline = canvas.getByRole('list', { name: msg('order.timeline') });
    const steps = within(timeline).getAllByRole('listitem');
    await expect(steps).toHaveLength(5);
    await expect(steps.at(-1)).toHaveAttribute('aria-current', 'step');
    await expect(within(steps.at(-1) as HTMLElement).getByText(msg('order.status.inTransit'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: msg('account.crumb.order') })).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: `/ar/profile/orders/${DEMO_ORDER_ID}/track` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: msg('order.trackTitle') })).toBeVisible();
    await expect(await canvas.findByRole('list', { name: msg('order.timeline') })).toBeVisible();
    // The shipment badge and the latest step.
    await expect(canvas.getAllByText(msg('order.status.inTransit'))).toHaveLength(2);
  },
};

/** A pending order: one step so far, not shipped. */
export const JustPlaced: Story = {
  parameters: { path: '/en/profile/orders/12/track' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const timeline = await canvas.findByRole('list', { name: msg('order.timeline') });
    await expect(within(timeline).getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByText(msg('order.notShipped'))).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { mockRequests: [{ path: '*/orders/:orderId', delayMs: 'infinite' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(msg('common.loading'))).toBeVisible();
  },
};
