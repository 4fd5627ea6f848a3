import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TaxonomyList, type TaxonomyItem } from './taxonomy-list';
import { msg } from '../../i18n/story-messages';

const tile = (color: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320"><rect width="320" height="320" fill="${color}"/></svg>`)}`;

const categories: TaxonomyItem[] = [
  { id: 1, slug: 'mobile-phones', title: 'Mobile Phones', image: tile('#0f6cbd') },
  { id: 2, slug: 'laptops', title: 'Laptops', image: tile('#107c10') },
  { id: 3, slug: 'tablets', title: 'Tablets', image: '/missing-image.png' },
];

const meta = {
  title: 'Catalog/TaxonomyList',
  component: TaxonomyList,
  args: { items: categories, basePath: '/categories', skeletons: 6, label: 'Categories' },
} satisfies Meta<typeof TaxonomyList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Categories: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: args.label });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: categories[1]!.title })).toHaveAttribute('href', '/categories/laptops');
    // A tile whose image cannot be shown keeps its box and says so.
    await expect(await canvas.findByRole('img', { name: msg('image.failed') })).toBeVisible();
  },
};

export const Brands: Story = {
  args: {
    basePath: '/brands',
    label: 'Brands',
    items: [
      { id: 1, slug: 'samsung', title: 'Samsung', image: tile('#1428a0') },
      { id: 2, slug: 'apple', title: 'Apple', image: tile('#555555') },
    ],
  },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('link', { name: args.items![0]!.title })).toHaveAttribute('href', '/brands/samsung');
  },
};

export const Loading: Story = {
  args: { items: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: msg('common.loading') })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: args.label })).toBeInTheDocument();
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'الأقسام',
    items: [
      { id: 1, slug: 'mobile-phones', title: 'الهواتف المحمولة', image: tile('#0f6cbd') },
      { id: 2, slug: 'laptops', title: 'أجهزة اللابتوب', image: tile('#107c10') },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'الأقسام' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'أجهزة اللابتوب' })).toHaveAttribute('href', '/categories/laptops');
  },
};
