import type { Availability, Product, Settings } from '../../api/generated/model';
import { CURRENCY, RATING_MAX } from '../../lib/constants';
import { SEARCH_PATH } from '../../lib/search-term';

/** A schema.org node as JSON-LD (https://schema.org), serialised by `JsonLd`. */
export type JsonLdNode = { '@context'?: 'https://schema.org'; '@type': string } & Record<string, unknown>;

const CONTEXT = 'https://schema.org' as const;

/** `/images/x.jpg` → `https://shop.example/images/x.jpg`; absolute addresses stay as they are. */
export const absoluteUrl = (href: string, origin: string) => new URL(href, origin).href;

/**
 * The four stock states of spec section 4 as schema.org item availability. Decision (docs/decisions):
 * 'only N left' and a purchase limit are both LimitedAvailability; the shopper can still buy.
 */
const AVAILABILITY: Record<Availability, string> = {
  in_stock: 'https://schema.org/InStock',
  low_stock: 'https://schema.org/LimitedAvailability',
  limited_stock: 'https://schema.org/LimitedAvailability',
  out_of_stock: 'https://schema.org/OutOfStock',
};

/** Product page: the product, its offer (the price the shopper pays, in EGP) and its rating when reviewed. */
export const productJsonLd = (product: Product, url: string, origin: string): JsonLdNode => ({
  '@context': CONTEXT,
  '@type': 'Product',
  name: product.title,
  sku: product.sku,
  image: product.images.map((image) => absoluteUrl(image, origin)),
  ...(product.description ? { description: product.description } : {}),
  ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.title } } : {}),
  ...(product.category ? { category: product.category.title } : {}),
  offers: {
    '@type': 'Offer',
    url,
    price: product.discounted_price.toFixed(2),
    priceCurrency: CURRENCY,
    availability: AVAILABILITY[product.availability],
    itemCondition: 'https://schema.org/NewCondition',
    ...(product.is_discounted && product.offer_ends_at ? { priceValidUntil: product.offer_ends_at.slice(0, 10) } : {}),
  },
  ...(product.rating !== undefined && product.reviews_count
    ? {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: product.rating,
          reviewCount: product.reviews_count,
          bestRating: RATING_MAX,
          worstRating: 0,
        },
      }
    : {}),
});

/** Home: the shop as an Organization (name, logo, contact, social profiles). */
export const organizationJsonLd = (settings: Settings, name: string, url: string, origin: string): JsonLdNode => {
  const sameAs = Object.values(settings.social).filter((link): link is string => Boolean(link));
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name,
    url,
    logo: absoluteUrl(settings.general.logo, origin),
    ...(settings.contact.email ? { email: settings.contact.email } : {}),
    ...(settings.contact.phoneNumbers[0] ? { telephone: settings.contact.phoneNumbers[0] } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
};

/** The placeholder a search engine fills in with the visitor's words (the SearchAction's query-input). */
export const SEARCH_TERM_PLACEHOLDER = '{search_term_string}';

/**
 * Home: the site itself, with a SearchAction pointing at the search results page of its language
 * (`https://…/en/search?q={search_term_string}`), so a search engine may offer a search box for the shop.
 * `url` is the home page of the language (`https://…/en/`).
 */
export const webSiteJsonLd = (name: string, url: string, locale: string): JsonLdNode => ({
  '@context': CONTEXT,
  '@type': 'WebSite',
  name,
  url,
  inLanguage: locale,
  potentialAction: {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${new URL(SEARCH_PATH.slice(1), url).href}?q=${SEARCH_TERM_PLACEHOLDER}` },
    'query-input': 'required name=search_term_string',
  },
});

/** JSON text safe inside <script>: `<` escaped so no value can close the element or open a comment. */
export const serializeJsonLd = (node: JsonLdNode | JsonLdNode[]) => JSON.stringify(node).replace(/</g, '\\u003c');
