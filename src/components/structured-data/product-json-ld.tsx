import { useIntl } from 'react-intl';
import type { Product } from '../../api/generated/model';
import { JsonLd } from './json-ld';
import { productJsonLd } from './structured-data';

/** The product page's structured data: Product, its Offer and, once reviewed, its AggregateRating. */
export function ProductJsonLd({ product }: { product: Product }) {
  const intl = useIntl();
  const origin = window.location.origin;
  return <JsonLd data={productJsonLd(product, `${origin}/${intl.locale}/products/${product.slug}`, origin)} />;
}
