import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Route } from 'wouter';
import { ScopedListingPage } from './scoped-listing-page';
import { seedTitle } from '../../../.storybook/mock-texts';

/** The listing of a category, brand or tag whose slug comes from the address (CategoryPage, BrandPage and TagPage). */
const meta = {
  title: 'Catalog/ScopedListingPage',
  component: ScopedListingPage,
  args: { kind: 'category' },
  parameters: { layout: 'fullscreen', path: '/en/categories/tablets' },
  decorators: [
    (Story) => (
      <Route path="/:locale/:section/:slug">
        <Story />
      </Route>
    ),
  ],
} satisfies Meta<typeof ScopedListingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Category: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: seedTitle.category('tablets') }, { timeout: 5000 })).toBeVisible();
    await expect((await canvas.findAllByTestId('product-card', {}, { timeout: 5000 })).length).toBeGreaterThan(0);
  },
};

export const Brand: Story = {
  args: { kind: 'brand' },
  parameters: { path: '/en/brands/apple' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: seedTitle.brand('apple') }, { timeout: 5000 })).toBeVisible();
  },
};

export const ArabicTag: Story = {
  args: { kind: 'tag' },
  globals: { locale: 'ar' },
  parameters: { path: '/ar/tags/new-arrival' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('complementary', { name: 'التصفية' })).toBeVisible();
  },
};
