import type { Meta } from '@storybook/react-vite';
import { Route } from 'wouter';
import TagPage from './tag-page';
import { scopedListingStories } from './scoped-listing-story-kit';

const meta = {
  title: 'Catalog/TagPage',
  component: TagPage,
  parameters: { layout: 'fullscreen', path: '/en/tags/5g' },
  // The page reads its slug from the route, as under the app's /:locale nest.
  decorators: [
    (Story) => (
      <Route path="/:locale/tags/:slug">
        <Story />
      </Route>
    ),
  ],
} satisfies Meta<typeof TagPage>;
export default meta;

/** The tag's listing: its title from the API, its products, and no tags filter (the page is the tag). */
const stories = scopedListingStories({ segment: 'tags', slug: '5g', title: { en: '5G', ar: 'يدعم 5G' }, shownGroup: 'Brands', hiddenGroup: { en: 'Tags', ar: 'الوسوم' }, skeletons: 8 });

export const Default = stories.Default;
export const Sorted = stories.Sorted;
export const Arabic = stories.Arabic;
export const Loading = stories.Loading;
export const Empty = stories.Empty;
export const Failed = stories.Failed;
