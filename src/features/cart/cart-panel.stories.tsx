import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import CartPanel from './cart-panel';
import { openCartPanel } from './cart-panel-store';
import { settledDialog, storyCartLoader, storyShopper, type StoryCart } from './story-cart';
import { leaveScenario } from '../../../.storybook/storybook-mock';
import { msg } from '../../i18n/story-messages';

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
    const dialog = await panel(msg('cart.panel.title'));
    await waitFor(() => expect(dialog.getAllByTestId('cart-line')).toHaveLength(2));
    await expect(dialog.getByRole('link', { name: products[0]!.title })).toBeVisible();
    await expect(dialog.getByText(msg('cart.subtotal'))).toBeVisible();
    await expect(dialog.getByTestId('cart-panel-subtotal')).toHaveTextContent(/EGP/);
    await expect(dialog.getByRole('button', { name: msg('cart.viewCart') })).toBeVisible();
    await expect(dialog.getByRole('button', { name: msg('cart.goToCheckout') })).toBeVisible();
  },
};

/** The cart cannot load: the panel says so instead of claiming the cart is empty; Try again brings it. */
export const LoadFailed: Story = {
  parameters: { mockScenario: 'server-down' },
  play: async () => {
    const dialog = await panel(msg('cart.panel.title'));
    await expect(await dialog.findByText(msg('cart.loadFailed'))).toBeVisible();
    await expect(dialog.queryByText(msg('cart.empty'))).toBeNull();
    leaveScenario();
    await userEvent.click(dialog.getByRole('button', { name: msg('common.retry') }));
    await waitFor(() => expect(dialog.getAllByTestId('cart-line')).toHaveLength(2));
    await expect(dialog.queryByText(msg('cart.loadFailed'))).toBeNull();
  },
};

/** The quantity control changes the line on the server (optimistic, then confirmed). */
export const IncreaseQuantity: Story = {
  parameters: { storyCart: { products: 1 } },
  play: async ({ loaded }) => {
    const { products } = loaded as StoryCart;
    const title = products[0]!.title;
    const dialog = await panel(msg('cart.panel.title'));
    const field = await dialog.findByRole('textbox', { name: msg('quantity.field', { name: title }) });
    await expect(field).toHaveValue('1');
    await userEvent.click(dialog.getByRole('button', { name: msg('quantity.increment', { name: title }) }));
    // Shown right after the press's frame (decision 071), before the server answers.
    await waitFor(() => expect(field).toHaveValue('2'));
    await waitFor(() => expect(dialog.getByRole('button', { name: msg('quantity.increment', { name: title }) })).toBeEnabled());
    await expect(field).toHaveValue('2');
  },
};

export const Empty: Story = {
  parameters: { storyCart: { products: 0 } },
  play: async () => {
    const dialog = await panel(msg('cart.panel.title'));
    await expect(await dialog.findByText(msg('cart.empty'))).toBeVisible();
    await expect(dialog.getByRole('button', { name: msg('cart.startShopping') })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: msg('cart.goToCheckout') })).toBeNull();
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
    const dialog = await panel(msg('cart.panel.title'));
    await expect(dialog.getByText(msg('common.loading'))).toBeVisible();
    await expect(dialog.queryByTestId('cart-line')).toBeNull();
  },
};
