import type { Meta } from '@storybook/react-vite';
import BrandsPage from './brands-page';
import { taxonomyPageStories } from './taxonomy-page-story-kit';

const meta = {
  title: 'Catalog/BrandsPage',
  component: BrandsPage,
  parameters: { layout: 'fullscreen', path: '/en/brands' },
} satisfies Meta<typeof BrandsPage>;
export default meta;

const stories = taxonomyPageStories({ segment: 'brands', heading: { en: 'Brands', ar: 'الماركات' }, count: 20, sample: { en: 'Samsung', ar: 'سامسونج', slug: 'samsung' } });

export const Default = stories.Default;
export const Arabic = stories.Arabic;
export const Loading = stories.Loading;
export const Empty = stories.Empty;
export const Failed = stories.Failed;
