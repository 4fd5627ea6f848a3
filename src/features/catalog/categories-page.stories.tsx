import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { localeStore } from '../../i18n/locale-store';
import CategoriesPage from './categories-page';

const meta = {
  title: 'Catalog/CategoriesPage',
  component: CategoriesPage,
  parameters: { layout: 'fullscreen', path: '/en/categories' },
} satisfies Meta<typeof CategoriesPage>;
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

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Categories' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(14);
    await expect(within(list).getByRole('link', { name: 'Laptops' })).toHaveAttribute('href', '/categories/laptops');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  beforeEach: askInArabic,
  parameters: { path: '/ar/categories' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'الأقسام' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'أجهزة اللابتوب' })).toHaveAttribute('href', '/categories/laptops');
  },
};

export const Loading: Story = {
  parameters: { msw: [http.get('*/categories', async () => { await delay('infinite'); return HttpResponse.json({}); })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Loading…' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: [http.get('*/categories', () => HttpResponse.json({ success: true, message: '', data: { records: [] } }))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Categories' });
    await expect(within(list).queryAllByRole('listitem')).toHaveLength(0);
    await expect(canvas.queryByRole('status', { name: 'Loading…' })).toBeNull();
  },
};

/** The request fails: the HTTP layer's toast carries the server's message; the skeleton tiles stay. */
export const Failed: Story = {
  parameters: { msw: [http.get('*/categories', () => HttpResponse.json({ success: false, message: 'Server down' }, { status: 500 }))] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).getByText('Server down')).toBeVisible());
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeVisible();
  },
};
