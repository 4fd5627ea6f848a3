import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useGetCart } from '../../api/generated/endpoints/cart/cart';
import { CartLine, type CartLineProps } from './cart-line';
import { storyCartLoader, storyShopper, type StoryCart } from './story-cart';

/** The first line of the story shopper's cart as the server returns it (the quantity control reads that cache). */
function FirstLine({ variant, stock }: Pick<CartLineProps, 'variant'> & { stock?: number }) {
  const { data } = useGetCart(undefined, { query: { select: (body) => body.data.cart.items[0] } });
  if (!data) return null;
  const item = stock === undefined ? data : { ...data, product: { ...data.product, stock } };
  return (
    <ul style={{ listStyleType: 'none', margin: 0, padding: 0, maxWidth: 720 }}>
      <CartLine item={item} variant={variant} />
    </ul>
  );
}

const meta = {
  title: 'Cart/CartLine',
  component: FirstLine,
  loaders: [storyCartLoader],
  parameters: { storyCart: { products: 1, quantity: 2 } },
  beforeEach: storyShopper,
  args: { variant: 'compact' },
} satisfies Meta<typeof FirstLine>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The panel's line: image, title link, price and quantity control; at 1 the minus becomes remove. */
export const Compact: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { products } = loaded as StoryCart;
    const title = products[0]!.title;
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: title })).toHaveAttribute('href', `/products/${products[0]!.slug}`);
    const field = canvas.getByRole('textbox', { name: `Quantity ${title}` });
    await expect(field).toHaveValue('2');
    await userEvent.click(canvas.getByRole('button', { name: `Decrease quantity ${title}` }));
    await expect(field).toHaveValue('1');
    await expect(await canvas.findByRole('button', { name: `Remove ${title} from cart` })).toBeVisible();
  },
};

/** The cart page's line adds the line total. */
export const Full: Story = {
  args: { variant: 'full' },
  play: async ({ canvasElement, loaded }) => {
    const { products } = loaded as StoryCart;
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: products[0]!.title })).toBeVisible();
    await expect(canvas.getAllByText(/EGP/).length).toBeGreaterThanOrEqual(2);
  },
};

/** More in the cart than in stock: the shopper is told to lower the quantity. */
export const OverStock: Story = {
  args: { variant: 'full', stock: 1 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Only 1 left in stock: lower the quantity');
  },
};

export const OutOfStock: Story = {
  args: { stock: 0 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Out of stock: remove it to continue');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/cart' },
  args: { variant: 'full' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /^الكمية/ })).toHaveValue('2');
    await expect(canvas.getByRole('button', { name: /^زيادة الكمية/ })).toBeVisible();
  },
};
