import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ROUTER_PENDING_DISPLAY_MS, ROUTER_PENDING_MIN_MS } from '../../lib/constants';
import { pendingGate } from '../routing/pending-gate';
import { PagePending } from './page-pending';

const meta = {
  title: 'Shared/PagePending',
  component: PagePending,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PagePending>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing for the first ROUTER_PENDING_DISPLAY_MS (fast loads never flash), then the page skeleton. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    const skeleton = await canvas.findByRole('progressbar', { name: 'Loading…' }, { timeout: ROUTER_PENDING_DISPLAY_MS + 2000 });
    await expect(skeleton).toBeVisible();
    await expect(skeleton).toHaveAttribute('aria-busy', 'true');
  },
};

/** Once shown, a page that finishes loading waits until the skeleton has been up for ROUTER_PENDING_MIN_MS. */
export const HoldsTheMinimumTime: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('progressbar', {}, { timeout: ROUTER_PENDING_DISPLAY_MS + 2000 });
    const started = Date.now();
    await pendingGate.settle();
    await expect(Date.now() - started).toBeGreaterThanOrEqual(ROUTER_PENDING_MIN_MS - 250);
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar', { name: 'جارٍ التحميل…' }, { timeout: ROUTER_PENDING_DISPLAY_MS + 2000 })).toBeVisible();
  },
};
