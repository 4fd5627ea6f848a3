import type { Meta } from '@storybook/react-vite';
import TagPage from './tag-page';
import { scopedListingFrame, scopedListingStories, type ScopedListingCase } from './scoped-listing-story-kit';

/** The tag's listing: its title from the API, its products, and no tags filter (the page is the tag). */
const listing: ScopedListingCase = { segment: 'tags', slug: '5g', title: { en: '5G', ar: 'يدعم 5G' }, shownGroup: 'Brands', hiddenGroup: { en: 'Tags', ar: 'الوسوم' }, skeletons: 8 };

const meta = { title: 'Catalog/TagPage', component: TagPage, ...scopedListingFrame(listing) } satisfies Meta<typeof TagPage>;
export default meta;

const stories = scopedListingStories(listing);

export const Default = stories.Default;
export const Sorted = stories.Sorted;
export const Arabic = stories.Arabic;
export const Loading = stories.Loading;
export const Empty = stories.Empty;
export const Failed = stories.Failed;
