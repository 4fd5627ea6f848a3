import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BannerCarousel } from './banner-carousel';

const banners = [1, 2, 3].map((id) => ({ id, image: '/missing.png', title: `Banner ${id}`, subtitle: 'Up to 40% off', link: '/shop' }));
const meta = { title: 'Catalog/BannerCarousel', component: BannerCarousel, args: { banners } } satisfies Meta<typeof BannerCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pause banners' }));
    await expect(canvas.getByRole('button', { name: 'Play banners' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next banner' }));
    await expect(canvas.getByRole('group', { name: '2 of 3' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous banner' }));
    await expect(canvas.getByRole('group', { name: '1 of 3' })).toBeVisible();
  },
};

export const Arabic: Story = { globals: { locale: 'ar' } };
