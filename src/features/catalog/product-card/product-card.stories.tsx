import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ProductCard } from './product-card';
import { ProductCardSkeletons } from './product-card-skeleton';
import { sampleProduct } from './sample-product';

const meta = {
  title: 'Catalog/ProductCard',
  component: ProductCard,
  args: { product: sampleProduct },
  decorators: [(Story) => <div style={{ width: 260 }}><Story /></div>],
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Discounted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('-20%')).toBeVisible();
    await expect(canvas.getByText('Only 3 left')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Rated 4.5 out of 5, 120 reviews' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: sampleProduct.title })).toHaveAttribute('href', expect.stringMatching(/\/products\/sample-galaxy-buds$/));
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'التقييم 4.5 من 5، 120 مراجعة' })).toBeVisible();
  },
};

/**
 * A new and discounted product on a narrow card (a phone's two-column grid), in Arabic: the badges wrap beside
 * the wishlist and compare buttons instead of running under them.
 */
export const NarrowArabicBadges: Story = {
  globals: { locale: 'ar' },
  decorators: [(Story) => <div style={{ width: 160 }}><Story /></div>],
  args: { product: { ...sampleProduct, discount_percent: 10 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggles = [canvas.getByRole('button', { name: /المفضلة/ }), canvas.getByRole('button', { name: /^قارن/ })].map((button) => button.getBoundingClientRect());
    for (const badge of [canvas.getByText('جديد'), canvas.getByText(/خصم/)]) {
      const box = badge.getBoundingClientRect();
      for (const toggle of toggles) {
        const apart = box.right <= toggle.left || box.left >= toggle.right || box.bottom <= toggle.top || box.top >= toggle.bottom;
        await expect(apart, `${badge.textContent} clear of the toggle`).toBe(true);
      }
    }
  },
};

/** Nobody has reviewed it yet: no star row. */
export const NoReviews: Story = {
  args: { product: { ...sampleProduct, rating: 0, reviews_count: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('rating')).toBeNull();
  },
};

export const OutOfStock: Story = {
  args: { product: { ...sampleProduct, has_stock: false, stock: 0, availability: 'out_of_stock', is_discounted: false, discounted_price: 8999 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sold out' })).toBeDisabled();
  },
};

export const GuestCompare: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `Compare ${sampleProduct.title}` }));
    // The toast is rendered outside the card, and fades in.
    await waitFor(() => expect(within(document.body).getByText('You must be logged in to compare products')).toBeVisible(), { timeout: 5_000 });
  },
};

export const Loading: StoryObj<typeof ProductCardSkeletons> = {
  render: () => <ProductCardSkeletons count={2} />,
};
