import { describe, expect, it } from 'vitest';
import { sampleProduct } from '../../features/catalog/product-card/sample-product';
import type { Product, Settings } from '../../api/generated/model';
import { organizationJsonLd, productJsonLd, serializeJsonLd, webSiteJsonLd, type JsonLdNode } from './structured-data';

const ORIGIN = 'https://shop.example';
/** The shape a crawler reads back from a Product node. */
interface ProductLd {
  '@context': string;
  '@type': string;
  name: string;
  image: string[];
  offers: { '@type': string; price: string; priceCurrency: string; availability: string; url: string };
  aggregateRating?: unknown;
}
/** What a crawler does: parse the script's text as JSON. */
const parsed = <T = ProductLd>(node: JsonLdNode | JsonLdNode[]) => JSON.parse(serializeJsonLd(node)) as T;

/** The properties Google's rich results require (or strongly recommend) per type. */
const expectProduct = (json: ProductLd) => {
  expect(json['@context']).toBe('https://schema.org');
  expect(json['@type']).toBe('Product');
  expect(typeof json.name).toBe('string');
  expect(json.image.length).toBeGreaterThan(0);
  for (const image of json.image) expect(image).toMatch(/^https:\/\//);
  expect(json.offers['@type']).toBe('Offer');
  expect(json.offers.price).toMatch(/^\d+\.\d{2}$/);
  expect(json.offers.priceCurrency).toBe('EGP');
  expect(json.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock|LimitedAvailability)$/);
};

describe('product JSON-LD', () => {
  const product: Product = { ...sampleProduct, images: ['/images/buds.jpg', 'https://cdn.example/b.jpg'], brand: { id: 1, slug: 'samsung', title: 'Samsung' } as Product['brand'] };

  it('is a Product with an Offer at the price the shopper pays, in EGP, and its rating', () => {
    const json = parsed(productJsonLd(product, `${ORIGIN}/en/products/${product.slug}`, ORIGIN));
    expectProduct(json);
    expect(json).toMatchObject({ name: product.title, sku: 'SMP-9001', brand: { '@type': 'Brand', name: 'Samsung' } });
    expect(json.image).toEqual(['https://shop.example/images/buds.jpg', 'https://cdn.example/b.jpg']);
    expect(json.offers).toMatchObject({ price: '7199.00', url: 'https://shop.example/en/products/sample-galaxy-buds' });
    expect(json.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 120, bestRating: 5, worstRating: 0 });
  });

  it.each([
    ['in_stock', 'InStock'],
    ['low_stock', 'LimitedAvailability'],
    ['limited_stock', 'LimitedAvailability'],
    ['out_of_stock', 'OutOfStock'],
  ] as const)('maps the stock state %s to %s', (availability, schema) => {
    expect(parsed(productJsonLd({ ...product, availability }, ORIGIN, ORIGIN)).offers.availability).toBe(`https://schema.org/${schema}`);
  });

  it('has no AggregateRating when nobody has reviewed the product', () => {
    const json = parsed(productJsonLd({ ...product, rating: 0, reviews_count: 0 }, ORIGIN, ORIGIN));
    expectProduct(json);
    expect(json).not.toHaveProperty('aggregateRating');
  });

  it('cannot close its script element, whatever the title says', () => {
    const text = serializeJsonLd(productJsonLd({ ...product, title: '</script><script>alert(1)</script>' }, ORIGIN, ORIGIN));
    expect(text).not.toContain('<');
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script>');
  });
});

describe('home JSON-LD', () => {
  const settings = {
    general: { name: { en: 'Nile', ar: 'النيل' }, description: { en: '', ar: '' }, logo: '/logo.svg', favicon: '/favicon.ico' },
    contact: { address: { en: '', ar: '' }, googleMapUrl: '', phoneNumbers: ['+201000000000'], email: 'hello@shop.example' },
    social: { facebook: 'https://facebook.com/nile', instagram: null, twitter: 'https://x.com/nile', youtube: null, linkedin: null },
    top_header: { is_active: false, end_time: '2026-01-01T00:00:00Z', image: null, body: { en: '', ar: '' }, link: null },
  } as unknown as Settings;

  it('describes the shop as an Organization and the site as a WebSite whose SearchAction opens the search page of its language', () => {
    const [organization, site] = parsed<Record<string, unknown>[]>([organizationJsonLd(settings, 'Nile', `${ORIGIN}/en/`, ORIGIN), webSiteJsonLd('Nile', `${ORIGIN}/en/`, 'en')]);
    expect(organization).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Nile',
      url: 'https://shop.example/en/',
      logo: 'https://shop.example/logo.svg',
      email: 'hello@shop.example',
      telephone: '+201000000000',
      sameAs: ['https://facebook.com/nile', 'https://x.com/nile'],
    });
    expect(site).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Nile',
      url: 'https://shop.example/en/',
      inLanguage: 'en',
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: 'https://shop.example/en/search?q={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
    const arabic = parsed<Record<string, { target: { urlTemplate: string } }>>(webSiteJsonLd('نايل', `${ORIGIN}/ar/`, 'ar'));
    expect(arabic.potentialAction?.target.urlTemplate).toBe('https://shop.example/ar/search?q={search_term_string}');
  });
});
