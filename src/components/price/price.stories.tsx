import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Price } from './price';

const meta = {
  title: 'Shared/Price',
  component: Price,
  args: { amount: 1299.5 },
} satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^EGP\s1,299\.5$/)).toBeVisible();
    await expect(canvasElement.querySelector('del')).toBeNull();
  },
};

export const Discounted: Story = {
  args: { amount: 7199, regular: 8999 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^EGP\s7,199$/)).toBeVisible();
    const struck = canvas.getByLabelText(/^Regular price EGP\s8,999$/);
    await expect(struck.tagName).toBe('DEL');
    await expect(struck).toHaveTextContent(/EGP\s8,999/);
  },
};

/** A regular price not above the amount is not a discount: nothing is struck through. */
export const RegularNotHigher: Story = {
  args: { amount: 500, regular: 500 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^EGP\s500$/)).toBeVisible();
    await expect(canvasElement.querySelector('del')).toBeNull();
  },
};

export const Large: Story = {
  args: { amount: 40949.35, regular: 62999, size: 'large' },
  play: async ({ canvasElement }) => {
    const current = within(canvasElement).getByText(/^EGP\s40,949\.35$/);
    await expect(current).toBeVisible();
    // Large is bigger than the medium default (16px).
    await expect(parseFloat(getComputedStyle(current).fontSize)).toBeGreaterThan(16);
  },
};

/** Prices stay en-EG formatted in Arabic; the struck-through price is labelled in Arabic. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { amount: 7199, regular: 8999 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^EGP\s7,199$/)).toBeVisible();
    await expect(canvas.getByLabelText(/^السعر الأصلي EGP\s8,999$/).tagName).toBe('DEL');
  },
};
