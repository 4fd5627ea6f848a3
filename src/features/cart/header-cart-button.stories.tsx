import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { HeaderCartButton } from './header-cart-button';
import { settledDialog, storyCartLoader, storyShopper } from './story-cart';
import { msg, storyIntl } from '../../i18n/story-messages';

const meta = {
  title: 'Cart/HeaderCartButton',
  component: HeaderCartButton,
  loaders: [storyCartLoader],
  beforeEach: storyShopper,
} satisfies Meta<typeof HeaderCartButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The count badge follows the session's cart total; the button opens the (lazily loaded) cart panel. */
export const WithItems: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: msg('header.cart', { count: 2 }) });
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(within(canvasElement).getByText(storyIntl().formatNumber(2))).toBeInTheDocument();
    await userEvent.click(button);
    const dialog = within(await settledDialog(msg('cart.panel.title')));
    await expect(await dialog.findAllByTestId('cart-line')).toHaveLength(2);
    // Closing takes the panel away (after its closing animation).
    await userEvent.click(dialog.getByRole('button', { name: msg('common.close') }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    // The drawer's modal hides the page from assistive tech while open; wait until that is undone.
    await waitFor(() => expect(button.closest('[aria-hidden="true"]')).toBeNull());
    await expect(button).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { storyCart: { products: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: msg('header.cart', { count: 0 }) })).toBeVisible();
    await expect(within(canvasElement).queryByText(storyIntl().formatNumber(0))).toBeNull();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'السلة، منتجان' })).toBeVisible();
  },
};
