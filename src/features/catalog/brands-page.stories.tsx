import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { localeStore } from '../../i18n/locale-store';
import BrandsPage from './brands-page';

const meta = {
  title: 'Catalog/BrandsPage',
  component: BrandsPage,
  parameters: { layout: 'fullscreen', path: '/en/brands' },
} satisfies Meta<typeof BrandsPage>;
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
    await expect(canvas.getByRole('heading', { level: 1, name: 'Brands' })).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Brands' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await expect(within(list).getByRole('link', { name: 'Samsung' })).toHaveAttribute('href', '/brands/samsung');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  beforeEach: askInArabic,
  parameters: { path: '/ar/brands' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'الماركات' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'سامسونج' })).toHaveAttribute('href', '/brands/samsung');
  },
};

export const Loading: Story = {
  parameters: { msw: [http.get('*/brands', async () => { await delay('infinite'); return HttpResponse.json({}); })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Brands' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Loading…' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: [http.get('*/brands', () => HttpResponse.json({ success: true, message: '', data: { records: [] } }))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Brands' });
    await expect(within(list).queryAllByRole('listitem')).toHaveLength(0);
    await expect(canvas.queryByRole('status', { name: 'Loading…' })).toBeNull();
  },
};

/** The request fails: the HTTP layer's toast carries the server's message; the skeleton tiles stay. */
export const Failed: Story = {
  parameters: { msw: [http.get('*/brands', () => HttpResponse.json({ success: false, message: 'Server down' }, { status: 500 }))] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).getByText('Server down')).toBeVisible());
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeVisible();
  },
};
