import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import CartPanel from './cart-panel';
import { openCartPanel } from './cart-panel-store';
import { settledDialog, storyCartLoader, storyShopper, type StoryCart } from './story-cart';
import { leaveScenario } from '../../../.storybook/storybook-mock';

/** The panel is a drawer portalled to the page body: the stories open it and query the whole document. */
const meta = {
  title: 'Cart/CartPanel',
  component: CartPanel,
  loaders: [storyCartLoader],
  beforeEach: (context) => {
    const cleanup = storyShopper(context);
    openCartPanel();
    return cleanup;
  },
} satisfies Meta<typeof CartPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const panel = async (name: string) => within(await settledDialog(name));

export const WithItems: Story = {
  play: async ({ loaded }) => {
    const { products } = loaded as StoryCart;
    const dialog = await panel('Your cart');
    await waitFor(() => expect(dialog.getAllByTestId('cart-line')).toHaveLength(2));
    await expect(dialog.getByRole('link', { name: products[0]!.title })).toBeVisible();
    await expect(dialog.getByText('Subtotal')).toBeVisible();
    await expect(dialog.getByTestId('cart-panel-subtotal')).toHaveTextContent(/EGP/);
    await expect(dialog.getByRole('button', { name: 'View cart' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Go to checkout' })).toBeVisible();
  },
};

/** The cart cannot load: the panel says so instead of claiming the cart is empty; Try again brings it. */
export const LoadFailed: Story = {
  parameters: { mockScenario: 'server-down' },
  play: async () => {
    const dialog = await panel('Your cart');
    await expect(await dialog.findByText('We could not load your cart.')).toBeVisible();
    await expect(dialog.queryByText('Your cart is empty')).toBeNull();
    leaveScenario();
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(dialog.getAllByTestId('cart-line')).toHaveLength(2));
    await expect(dialog.queryByText('We could not load your cart.')).toBeNull();
  },
};

/** The quantity control changes the line on the server (optimistic, then confirmed). */
export const IncreaseQuantity: Story = {
  parameters: { storyCart: { products: 1 } },
  play: async ({ loaded }) => {
    const { products } = loaded as StoryCart;
    const title = products[0]!.title;
    const dialog = await panel('Your cart');
    const field = await dialog.findByRole('textbox', { name: `Quantity ${title}` });
    await expect(field).toHaveValue('1');
    await userEvent.click(dialog.getByRole('button', { name: `Increase quantity ${title}` }));
    await expect(field).toHaveValue('2');
    await waitFor(() => expect(dialog.getByRole('button', { name: `Increase quantity ${title}` })).toBeEnabled());
    await expect(field).toHaveValue('2');
  },
};

export const Empty: Story = {
  parameters: { storyCart: { products: 0 } },
  play: async () => {
    const dialog = await panel('Your cart');
    await expect(await dialog.findByText('Your cart is empty')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Start shopping' })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Go to checkout' })).toBeNull();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/' },
  play: async () => {
    const dialog = await panel('سلة التسوق');
    await waitFor(() => expect(dialog.getAllByTestId('cart-line')).toHaveLength(2));
    await expect(dialog.getByText('المجموع الفرعي')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'إتمام الشراء' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};

export const Loading: Story = {
  parameters: {
    mockRequests: [{ path: '*/cart', delayMs: 'infinite' }],
  },
  play: async () => {
    const dialog = await panel('Your cart');
    await expect(dialog.getByText('Loading…')).toBeVisible();
    await expect(dialog.queryByTestId('cart-line')).toBeNull();
  },
};
