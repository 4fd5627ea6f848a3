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
    for (const link of ['contact', 'trackOrder', 'faq', 'privacy', 'terms', 'returns', 'shipping', 'tradeIn']) {
      await expect(canvas.getByRole('link', { name: msg(`footer.link.${link}`) })).toBeVisible();
    }
    for (const network of ['facebook', 'instagram', 'twitter', 'youtube', 'linkedin']) {
      await expect(await canvas.findByRole('link', { name: msg(`footer.social.${network}`) })).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: msg('footer.map') })).toHaveAttribute('target', '_blank');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: msg('footer.social.facebook') })).toBeVisible();
  },
};
