import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProductListing } from './product-listing';
import { expectServerErrorThenRecovery } from '../../../.storybook/scenario-plays';
import { msg } from '../../i18n/story-messages';
import { msgPattern } from '../../i18n/story-message-patterns';

const meta = {
  title: 'Catalog/ProductListing',
  component: ProductListing,
  args: { scope: { kind: 'shop' } },
  parameters: { layout: 'fullscreen', path: '/en/shop' },
} satisfies Meta<typeof ProductListing>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Shop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByTestId('product-card')).length).toBeGreaterThan(0);
    await expect(canvas.getByText(msgPattern('shop.summary', { from: 1 }, ['to', 'total']))).toBeVisible();
  },
};

export const ShopArabic: Story = { globals: { locale: 'ar' }, parameters: { path: '/ar/shop' } };

export const Loading: Story = {
  parameters: { mockRequests: [{ path: '*/products', delayMs: 'infinite' }] },
  play: async ({ canvasElement }) => {
    const cards = await within(canvasElement).findAllByTestId('product-skeleton');
    await expect(cards).toHaveLength(8);
    // A card's placeholder: a square image, a full line, a shorter one (60 %), the price.
    const [image, line, shortLine] = Array.from(cards[0]?.children ?? [], (child) => child.getBoundingClientRect());
    if (!image || !line || !shortLine) throw new Error('A card placeholder has an image and two lines');
    await expect(Math.abs(image.height - image.width)).toBeLessThan(1);
    await expect(Math.round((shortLine.width / line.width) * 100)).toBe(60);
  },
};

export const BrandLoading: Story = {
  args: { scope: { kind: 'brand', slug: 'samsung' } },
  parameters: { mockRequests: [{ path: '*/products', delayMs: 'infinite' }] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByTestId('product-skeleton')).toHaveLength(9);
  },
};

export const Empty: Story = {
  parameters: { path: '/en/shop?price=1-2' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(msg('shop.empty'))).toBeVisible();
  },
};

/** The server is down: the server error screen stands in for the grid; Reload brings the products. */
export const Failed: Story = {
  parameters: { mockScenario: 'server-down' },
  play: async ({ canvasElement }) =>
    expectServerErrorThenRecovery(canvasElement, async () => {
      await expect((await within(canvasElement).findAllByTestId('product-card')).length).toBeGreaterThan(0);
    }),
};
