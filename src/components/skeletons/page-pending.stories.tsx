import { Spinner } from '@fluentui/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ROUTER_PENDING_DISPLAY_MS, ROUTER_PENDING_MIN_MS } from '../../lib/constants';
import { pendingGate } from '../routing/pending-gate';
import { PagePending } from './page-pending';
import { msg } from '../../i18n/story-messages';

const meta = {
  title: 'Shared/PagePending',
  component: PagePending,
  // The usage page beside this file (`*.mdx`) is this component's docs page.
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PagePending>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing for the first ROUTER_PENDING_DISPLAY_MS (fast loads never flash), then the page skeleton. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    const skeleton = await canvas.findByRole('progressbar', { name: msg('common.loading') }, { timeout: ROUTER_PENDING_DISPLAY_MS + 2000 });
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

/** Do: the skeleton of the page being opened, in place of its content (home, the shop and a product page have one). */
export const DoWhereTheContentWillBe: Story = {};

/** Don't: a spinner alone in the middle of an empty page. The page's shape tells the shopper what is coming. */
export const DontASpinnerAlone: Story = {
  render: () => (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
      <Spinner label="Loading…" />
    </div>
  ),
};
