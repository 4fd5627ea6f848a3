import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { PageHeader } from './page-header';
import { inLocaleRoute } from '../../session/story-session';
import { localePath, msg } from '../../i18n/story-messages';

const meta = {
  title: 'Shared/PageHeader',
  component: PageHeader,
  args: { title: 'Frequently asked questions' },
  parameters: { path: '/en/faq' },
  // The app's `/:locale` router, so the links read as in the shop.
  decorators: [inLocaleRoute()],
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: args.title })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: msg('breadcrumbs.label') })).toBeVisible();
  },
};

export const WithRecordMeta: Story = {
  args: { title: 'Phones', breadcrumbs: [{ label: 'Categories', href: '/categories' }], meta: { title: 'Smartphones', description: 'Phones in Egypt' } },
  parameters: { path: '/en/categories/phones' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Categories' })).toHaveAttribute('href', localePath('/categories'));
    // The layout's PageMetaHead writes <head>; here the store is filled for it.
    await waitFor(() => expect(document.querySelector('h1')).not.toBeNull());
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { title: 'الأسئلة الشائعة' },
  parameters: { path: '/ar/faq' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: msg('breadcrumbs.home') })).toBeVisible();
  },
};
