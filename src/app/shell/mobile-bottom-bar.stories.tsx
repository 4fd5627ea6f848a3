import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { cartPanelStore, closeCartPanel } from '../../features/cart/cart-panel-store';
import { MobileBottomBar } from './mobile-bottom-bar';
import { msg, msgStart } from '../../i18n/story-messages';

const meta = {
  title: 'Layout/MobileBottomBar',
  component: MobileBottomBar,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'phoneSmall', isRotated: false } },
  beforeEach: () => {
    cartPanelStore.open = false;
  },
} satisfies Meta<typeof MobileBottomBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).queryByRole('navigation', { name: msg('bottomBar.label') });
    // The bar exists only under 768 px; the test browser may be wider.
    if (window.innerWidth < 768) await expect(nav).toBeVisible();
  },
};

export const OpensTheCartPanel: Story = {
  play: async ({ canvasElement }) => {
    if (window.innerWidth >= 768) return;
    const cart = within(canvasElement).getByRole('button', { name: msgStart('bottomBar.cart') });
    await expect(cart).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(cart);
    // The item is marked open by the tap itself (the panel's chunk is not even asked for here: the header hosts it).
    await expect(cart).toHaveAttribute('aria-expanded', 'true');
    await expect(cartPanelStore.open).toBe(true);
    closeCartPanel();
    await waitFor(() => expect(cart).toHaveAttribute('aria-expanded', 'false'));
  },
};

export const Arabic: Story = { globals: { locale: 'ar' } };
