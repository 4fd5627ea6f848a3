import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BannerCarousel, BannerSkeleton } from './banner-carousel';
import { msg } from '../../i18n/story-messages';

const banners = [1, 2, 3].map((id) => ({ id, image: '/missing.png', title: `Banner ${id}`, subtitle: 'Up to 40% off', link: '/shop' }));
const meta = { title: 'Catalog/BannerCarousel', component: BannerCarousel, args: { banners } } satisfies Meta<typeof BannerCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: msg('home.pauseBanners') }));
    await expect(canvas.getByRole('button', { name: msg('home.playBanners') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: msg('home.nextBanner') }));
    await expect(canvas.getByRole('group', { name: msg('home.slideOf', { number: 2, count: 3 }) })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: msg('home.previousBanner') }));
    await expect(canvas.getByRole('group', { name: msg('home.slideOf', { number: 1, count: 3 }) })).toBeVisible();
    // On a wide screen the buttons lie on the art.
    const art = canvas.getByRole('group', { name: msg('home.slideOf', { number: 1, count: 3 }) }).getBoundingClientRect();
    await expect(canvas.getByRole('button', { name: msg('home.nextBanner') }).getBoundingClientRect().bottom).toBeLessThan(art.bottom);
  },
};

/**
 * On a phone the art is about 100 px high: the buttons make a strip under it instead of covering its picture,
 * and the placeholder shown while home loads has the same height, so nothing below moves when the banners come.
 */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => (
    <>
      <div data-testid="skeleton">
        <BannerSkeleton />
      </div>
      <BannerCarousel {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const art = canvas.getByRole('group', { name: msg('home.slideOf', { number: 1, count: 3 }) }).getBoundingClientRect();
    for (const name of ['home.previousBanner', 'home.pauseBanners', 'home.nextBanner'].map((id) => msg(id))) {
      await expect(canvas.getByRole('button', { name }).getBoundingClientRect().top).toBeGreaterThanOrEqual(art.bottom);
    }
    const carousel = canvas.getByRole('region', { name: msg('home.banners') }).getBoundingClientRect();
    await expect(canvas.getByTestId('skeleton').getBoundingClientRect().height).toBeCloseTo(carousel.height, 0);
  },
};

/** One banner on a phone: no controls, but the strip's space stays, so the placeholder's height still holds. */
export const OneBannerOnAPhone: Story = {
  ...OnAPhone,
  args: { banners: banners.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: msg('home.nextBanner') })).toBeNull();
    const carousel = canvas.getByRole('region', { name: msg('home.banners') }).getBoundingClientRect();
    await expect(canvas.getByTestId('skeleton').getBoundingClientRect().height).toBeCloseTo(carousel.height, 0);
  },
};

export const Arabic: Story = { globals: { locale: 'ar' } };
