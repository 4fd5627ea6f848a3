import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TopBanner } from './top-banner';
import { inLocale } from '../../i18n/story-messages';

const topHeader = {
  is_active: true,
  end_time: new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString(),
  image: null,
  body: { en: 'White Friday: up to 40% off electronics', ar: 'الجمعة البيضاء: خصومات حتى 40% على الإلكترونيات' },
  link: '/shop',
};

const meta = {
  title: 'Layout/TopBanner',
  component: TopBanner,
  args: { topHeader },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TopBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(inLocale(topHeader.body))).toBeVisible();
    await expect(canvas.getByRole('timer')).not.toHaveAttribute('data-ended');
  },
};

export const Arabic: Story = { globals: { locale: 'ar' } };

export const Ended: Story = {
  args: { topHeader: { ...topHeader, end_time: new Date(Date.now() - 1000).toISOString() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveAttribute('data-ended', 'true');
  },
};

export const HiddenAfterScroll: Story = {
  args: { hidden: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-testid="top-banner"]')).not.toBeVisible();
  },
};
