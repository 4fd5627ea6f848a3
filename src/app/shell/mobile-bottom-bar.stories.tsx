import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { cartPanelStore } from '../../features/cart/cart-panel-store';
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
    await userEvent.click(within(canvasElement).getByRole('button', { name: msgStart('bottomBar.cart') }));
    await waitFor(() => expect(cartPanelStore.open).toBe(true));
  },
};

export const Arabic: Story = { globals: { locale: 'ar' } };
