import { ProductListing } from './product-listing';

const SEARCH = { kind: 'search' } as const;

/** /{locale}/search?q=…: the shop's listing (filters, sort, page size, pagination) of the products matching the words. */
export default function SearchPage() {
  return <ProductListing scope={SEARCH} />;
}
