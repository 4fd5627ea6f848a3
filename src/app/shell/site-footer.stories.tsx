import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SiteFooter } from './site-footer';
import { msg } from '../../i18n/story-messages';

const meta = { title: 'Layout/SiteFooter', component: SiteFooter, parameters: { layout: 'fullscreen' } } satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Contact us', 'Track an order', 'FAQ', 'Privacy policy', 'Terms and conditions', 'Returns and refunds', 'Shipping and delivery', 'Trade-in program']) {
      await expect(canvas.getByRole('link', { name })).toBeVisible();
    }
    for (const name of ['Facebook', 'Instagram', 'X (Twitter)', 'YouTube', 'LinkedIn']) await expect(await canvas.findByRole('link', { name })).toBeVisible();
    await expect(canvas.getByRole('link', { name: msg('footer.map') })).toHaveAttribute('target', '_blank');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'فيسبوك' })).toBeVisible();
  },
};
