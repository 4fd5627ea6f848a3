import type { Meta } from '@storybook/react-vite';
import BrandPage from './brand-page';
import { scopedListingFrame, scopedListingStories, type ScopedListingCase } from './scoped-listing-story-kit';

/** The brand's listing: its title from the API, its products, and no brands filter (the page is the brand). */
const listing: ScopedListingCase = { segment: 'brands', slug: 'samsung', title: { en: 'Samsung', ar: 'سامسونج' }, shownGroup: 'Categories', hiddenGroup: { en: 'Brands', ar: 'الماركات' }, skeletons: 9 };

const meta = { title: 'Catalog/BrandPage', component: BrandPage, ...scopedListingFrame(listing) } satisfies Meta<typeof BrandPage>;
export default meta;

const stories = scopedListingStories(listing);

export const Default = stories.Default;
export const Sorted = stories.Sorted;
export const Arabic = stories.Arabic;
export const Loading = stories.Loading;
export const Empty = stories.Empty;
export const Failed = stories.Failed;
