import { ScopedListingPage } from './scoped-listing-page';

/** /{locale}/categories/{slug}: the shop scoped to one category. */
export default function CategoryPage() {
  return <ScopedListingPage kind="category" />;
}
