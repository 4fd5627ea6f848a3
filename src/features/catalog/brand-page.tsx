import { ScopedListingPage } from './scoped-listing-page';

/** /{locale}/brands/{slug}: the shop scoped to one brand. */
export default function BrandPage() {
  return <ScopedListingPage kind="brand" />;
}
