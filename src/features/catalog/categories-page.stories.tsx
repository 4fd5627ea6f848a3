import type { Meta } from '@storybook/react-vite';
import CategoriesPage from './categories-page';
import { taxonomyPageStories } from './taxonomy-page-story-kit';

const meta = {
  title: 'Catalog/CategoriesPage',
  component: CategoriesPage,
  parameters: { layout: 'fullscreen', path: '/en/categories' },
} satisfies Meta<typeof CategoriesPage>;
export default meta;

const stories = taxonomyPageStories({ segment: 'categories', heading: { en: 'Categories', ar: 'الأقسام' }, count: 14, sample: { en: 'Laptops', ar: 'أجهزة اللابتوب', slug: 'laptops' } });

export const Default = stories.Default;
export const Arabic = stories.Arabic;
export const Loading = stories.Loading;
export const Empty = stories.Empty;
export const Failed = stories.Failed;
