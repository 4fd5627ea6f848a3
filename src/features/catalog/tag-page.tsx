import { ScopedListingPage } from './scoped-listing-page';

/** /{locale}/tags/{slug}: the shop scoped to one tag. */
export default function TagPage() {
  return <ScopedListingPage kind="tag" />;
}
