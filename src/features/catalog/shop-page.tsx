import { ProductListing } from './product-listing';

const SHOP = { kind: 'shop' } as const;

/** /{locale}/shop: every product, with filters, sort and pagination. */
export default function ShopPage() {
  return <ProductListing scope={SHOP} />;
}
