import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Route } from 'wouter';
import { localeStore } from '../../i18n/locale-store';
import CategoryPage from './category-page';

const meta = {
  title: 'Catalog/CategoryPage',
  component: CategoryPage,
  parameters: { layout: 'fullscreen', path: '/en/categories/laptops' },
  // The page reads its slug from the route, as under the app's /:locale nest.
  decorators: [
    (Story) => (
      <Route path="/:locale/categories/:slug">
        <Story />
      </Route>
    ),
  ],
} satisfies Meta<typeof CategoryPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The API answers in the language of the locale store (the app's locale-code header). */
const askInArabic = () => {
  const previous = localeStore.locale;
  localeStore.locale = 'ar';
  return () => {
    localeStore.locale = previous;
  };
};

/** The category's listing: its title from the API, its products, and no categories filter (the page is the category). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Laptops' }, { timeout: 5000 })).toBeVisible();
    await expect((await canvas.findAllByTestId('product-card', {}, { timeout: 5000 })).length).toBeGreaterThan(0);
    await expect(canvas.getByText(/^1 to \d+ of \d+ products?$/)).toBeVisible();
    const filters = within(canvas.getByRole('complementary', { name: 'Filters' }));
    await expect(await filters.findByRole('group', { name: 'Brands' })).toBeVisible();
    await expect(filters.queryByRole('group', { name: 'Categories' })).toBeNull();
  },
};

/** Sorting is written to the address and the list follows. */
export const Sorted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByTestId('product-card', {}, { timeout: 5000 });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc'));
    await expect((await canvas.findAllByTestId('product-card', {}, { timeout: 5000 })).length).toBeGreaterThan(0);
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { path: '/ar/categories/laptops' },
  beforeEach: askInArabic,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'أجهزة اللابتوب' }, { timeout: 5000 })).toBeVisible();
    const filters = within(canvas.getByRole('complementary', { name: 'التصفية' }));
    await expect(filters.queryByRole('group', { name: 'الأقسام' })).toBeNull();
    await expect(filters.getByRole('button', { name: 'إعادة ضبط التصفية' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: [http.get('*/products', async () => { await delay('infinite'); return HttpResponse.json({}); })] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByTestId('product-skeleton')).toHaveLength(8);
  },
};

/** Filters nothing matches: the empty state, whose reset brings the products back. */
export const Empty: Story = {
  parameters: { path: '/en/categories/laptops?price=1-2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No products match these filters')).toBeVisible();
    const results = canvas.getByText('No products match these filters').parentElement as HTMLElement;
    await userEvent.click(within(results).getByRole('button', { name: 'Reset filters' }));
    await expect((await canvas.findAllByTestId('product-card', {}, { timeout: 5000 })).length).toBeGreaterThan(0);
  },
};

export const Failed: Story = {
  parameters: { msw: [http.get('*/products', () => HttpResponse.json({ success: false, message: 'Server down' }, { status: 500 }))] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  },
};
