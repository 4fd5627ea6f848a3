import { useParams } from 'wouter';
import { ProductListing } from './product-listing';

/** The listing of one category, brand or tag, from the address's slug. */
export function ScopedListingPage({ kind }: { kind: 'category' | 'brand' | 'tag' }) {
  const { slug = '' } = useParams<{ slug: string }>();
  return <ProductListing key={`${kind}:${slug}`} scope={{ kind, slug }} />;
}
