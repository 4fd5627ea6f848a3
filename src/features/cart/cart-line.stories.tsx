import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useGetCart } from '../../api/generated/endpoints/cart/cart';
import { msg } from '../../i18n/story-messages';
import { CartLine } from './cart-line';
import { storyCartLoader, storyShopper, type StoryCart } from './story-cart';

interface FirstLineProps {
  /** `compact` in the cart panel (no line total), `full` on the cart page (line total and saving). */
  variant?: 'compact' | 'full';
  /** Stock left of the product (the server's count when unset): under the quantity, the line asks to lower it. */
  stock?: number;
}

/**
 * One line of the cart, as the cart panel (compact) and the cart page (full) draw it: the product's picture and
 * title (a link to it), its price, the quantity control (at 1 the minus becomes Remove) and, on the page, the line
 * total. When the stock no longer covers the quantity, the line says so. Here: the first line of a story
 * shopper's cart as the server returns it (the quantity control reads that cache).
 */
function FirstLine({ variant, stock }: FirstLineProps) {
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
  subcomponents: { CartLine },
  // The usage page beside this file (`*.mdx`) is this component's docs page.
  tags: ['!autodocs'],
  args: { variant: 'compact' },
  argTypes: {
    variant: { control: 'radio', options: ['compact', 'full'] },
    stock: { control: { type: 'number', min: 0 } },
  },
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
    const field = canvas.getByRole('textbox', { name: msg('quantity.field', { name: title }) });
    await expect(field).toHaveValue('2');
    await userEvent.click(canvas.getByRole('button', { name: msg('quantity.decrement', { name: title }) }));
    // Shown right after the press's frame (decision 071).
    await waitFor(() => expect(field).toHaveValue('1'));
    await expect(await canvas.findByRole('button', { name: msg('quantity.remove', { name: title }) })).toBeVisible();
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
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(msg('cart.overStock', { stock: 1 }));
  },
};

/** None left at all: the line asks the shopper to remove it. */
export const OutOfStock: Story = {
  args: { stock: 0 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(msg('cart.outOfStock'));
  },
};

/** The full line in Arabic, right to left: the picture on the right, the price still read left to right. */
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

/** Do: compact in the cart panel (narrow), full on the cart page, where the line total has room. */
export const DoFullOnThePage: Story = { args: { variant: 'full' } };

/** Don't: the full line in the narrow panel. The totals crowd the quantity control on a phone. */
export const DontFullInThePanel: Story = {
  args: { variant: 'full' },
  decorators: [(Story) => <div style={{ width: 320 }}><Story /></div>],
};
