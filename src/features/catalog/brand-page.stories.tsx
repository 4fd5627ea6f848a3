import type { Meta } from '@storybook/react-vite';
import { Route } from 'wouter';
import BrandPage from './brand-page';
import { scopedListingStories } from './scoped-listing-story-kit';

const meta = {
  title: 'Catalog/BrandPage',
  component: BrandPage,
  parameters: { layout: 'fullscreen', path: '/en/brands/samsung' },
  // The page reads its slug from the route, as under the app's /:locale nest.
  decorators: [
    (Story) => (
      <Route path="/:locale/brands/:slug">
        <Story />
      </Route>
    ),
  ],
} satisfies Meta<typeof BrandPage>;
export default meta;

/** The brand's listing: its title from the API, its products, and no brands filter (the page is the brand). */
const stories = scopedListingStories({ segment: 'brands', slug: 'samsung', title: { en: 'Samsung', ar: 'سامسونج' }, shownGroup: 'Categories', hiddenGroup: { en: 'Brands', ar: 'الماركات' }, skeletons: 9 });

export const Default = stories.Default;
export const Sorted = stories.Sorted;
export const Arabic = stories.Arabic;
export const Loading = stories.Loading;
export const Empty = stories.Empty;
export const Failed = stories.Failed;
