import type { Meta } from '@storybook/react-vite';
import CategoryPage from './category-page';
import { scopedListingFrame, scopedListingStories, type ScopedListingCase } from './scoped-listing-story-kit';

/** The category's listing: its title from the API, its products, and no categories filter (the page is the category). */
const listing: ScopedListingCase = { segment: 'categories', slug: 'laptops', title: { en: 'Laptops', ar: 'أجهزة اللابتوب' }, shownGroup: 'Brands', hiddenGroup: { en: 'Categories', ar: 'الأقسام' }, skeletons: 8 };

const meta = { title: 'Catalog/CategoryPage', component: CategoryPage, ...scopedListingFrame(listing) } satisfies Meta<typeof CategoryPage>;
export default meta;

const stories = scopedListingStories(listing);

export const Default = stories.Default;
export const Sorted = stories.Sorted;
export const Arabic = stories.Arabic;
export const Loading = stories.Loading;
export const Empty = stories.Empty;
export const Failed = stories.Failed;
