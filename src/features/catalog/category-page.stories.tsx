import type { Meta } from '@storybook/react-vite';
import { Route } from 'wouter';
import CategoryPage from './category-page';
import { scopedListingStories } from './scoped-listing-story-kit';

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

/** The category's listing: its title from the API, its products, and no categories filter (the page is the category). */
const stories = scopedListingStories({ segment: 'categories', slug: 'laptops', title: { en: 'Laptops', ar: 'أجهزة اللابتوب' }, shownGroup: 'Brands', hiddenGroup: { en: 'Categories', ar: 'الأقسام' }, skeletons: 8 });

export const Default = stories.Default;
export const Sorted = stories.Sorted;
export const Arabic = stories.Arabic;
export const Loading = stories.Loading;
export const Empty = stories.Empty;
export const Failed = stories.Failed;
