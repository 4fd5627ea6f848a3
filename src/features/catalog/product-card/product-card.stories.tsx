import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { msg, storyIntl } from '../../../i18n/story-messages';
import { ProductCard } from './product-card';
import { ProductCardSkeletons } from './product-card-skeleton';
import { sampleProduct } from './sample-product';

const meta = {
  title: 'Catalog/ProductCard',
  component: ProductCard,
  // The usage page beside this file (`*.mdx`) is this component's docs page.
  tags: ['!autodocs'],
  args: { product: sampleProduct },
  // A card takes its column's width: 260 px here, `parameters.cardWidth` to change it.
  decorators: [(Story, { parameters }) => <div style={{ width: (parameters.cardWidth as number | undefined) ?? 260 }}><Story /></div>],
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The headline card: a new, discounted product with few left, its picture, rating, price and Add to cart. */
export const Discounted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const intl = storyIntl();
    await expect(canvas.getByText(msg('product.discount', { percent: 20 }))).toBeVisible();
    await expect(canvas.getByText(msg('stock.low', { count: 3 }))).toBeVisible();
    const rating = intl.formatNumber(4.5, { minimumFractionDigits: 1 });
    await expect(canvas.getByRole('img', { name: msg('rating.label', { rating, max: intl.formatNumber(5), count: 120 }) })).toBeVisible();
    await expect(canvas.getByRole('link', { name: sampleProduct.title })).toHaveAttribute('href', expect.stringMatching(/\/products\/sample-galaxy-buds$/));
    // The card's narrow layout says it shorter (the same words in English).
    await expect(canvas.getByRole('button', { name: (name) => [msg('product.addToCart'), msg('product.addToCart.short')].includes(name) })).toBeEnabled();
    // The sample's picture is one the mock serves: drawn, not the failed-image stand-in.
    await waitFor(() => {
      const picture = canvasElement.querySelector('img')!;
      expect(picture.complete && picture.naturalWidth).toBeGreaterThan(0);
      expect(picture).toHaveAttribute('src', sampleProduct.images[0]);
    });
  },
};

/** The same card in Arabic, right to left: the rating said in Arabic, the badges on the start (right) side. */
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

/** Nothing left: the cart button says Sold out and cannot be pressed. */
export const OutOfStock: Story = {
  args: { product: { ...sampleProduct, has_stock: false, stock: 0, availability: 'out_of_stock', is_discounted: false, discounted_price: 8999 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: msg('stock.soldOut') })).toBeDisabled();
  },
};

/** A guest presses Compare: the server refuses (comparing needs an account) and a toast says so in their language. */
export const GuestCompare: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: msg('product.compare', { title: sampleProduct.title }) }));
    // The toast is rendered outside the card, and fades in. Its words are the server's (the mock's message in the
    // request's language), the same as the app's own message for it.
    await waitFor(() => expect(within(document.body).getByText(msg('compare.loginRequired'))).toBeVisible(), { timeout: 5_000 });
  },
};

export const Loading: StoryObj<typeof ProductCardSkeletons> = {
  render: () => <ProductCardSkeletons count={2} />,
};

/** Do: cards in a grid of equal columns, at least 160 px wide (a phone's two columns). */
export const DoInAGrid: StoryObj<typeof ProductCard> = {
  parameters: { cardWidth: 360 },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 170px)', gap: 12 }}>
      <ProductCard {...args} />
      <ProductCard {...args} product={{ ...sampleProduct, id: 9002, slug: 'sample-2', is_discounted: false, discount_percent: 0, is_new: false, availability: 'in_stock', stock: 40 }} />
    </div>
  ),
};

/** Don't: a card narrower than 160 px. Badges, price and the cart button no longer fit beside each other. */
export const DontTooNarrow: Story = { parameters: { cardWidth: 120 } };
