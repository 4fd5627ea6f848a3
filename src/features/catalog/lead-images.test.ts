import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { getGetHomeQueryOptions, getGetProductQueryOptions, getListProductsQueryOptions } from '../../api/generated/endpoints/catalog/catalog';
import { homeLeadImages, listingLeadImages, PRODUCT_DETAIL_PARAMS, productLeadImages } from './catalog-queries';
import { applyScope, initialShopFilters, toProductsParams } from './shop-filters';

const product = (slug: string, images: unknown) => ({ slug, title: slug, images });
const listingKey = getListProductsQueryOptions(toProductsParams(applyScope(initialShopFilters(), { kind: 'shop' }))).queryKey;

describe('lead images: what each page draws first, read from its cached answer', () => {
  it('home: the first banner', () => {
    const client = new QueryClient();
    expect(homeLeadImages(client)).toEqual([]);
    client.setQueryData(getGetHomeQueryOptions().queryKey, { data: { banners: [{ image: '/b1.svg' }, { image: '/b2.svg' }] } } as never);
    expect(homeLeadImages(client)).toEqual(['/b1.svg']);
  });

  it('a product: its first image only, from the answer’s record (GET /products/{slug}: data.record)', () => {
    const client = new QueryClient();
    const key = (slug: string) => getGetProductQueryOptions(slug, PRODUCT_DETAIL_PARAMS).queryKey;
    client.setQueryData(key('phone'), { data: { record: product('phone', ['/p1.jpg', '/p2.jpg']), relatedProducts: [] } } as never);
    expect(productLeadImages('phone', client)).toEqual(['/p1.jpg']);
    expect(productLeadImages('other', client)).toEqual([]);
    client.setQueryData(key('broken'), { data: { record: 'not a product' } } as never);
    expect(productLeadImages('broken', client)).toEqual([]);
  });

  it('a listing: the first row, skipping cards without an image and malformed answers', () => {
    const client = new QueryClient();
    client.setQueryData(listingKey, { data: { records: [product('a', ['/a.jpg']), product('b', []), product('c', ['/c.jpg'])] } } as never);
    expect(listingLeadImages({ kind: 'shop' }, client)).toEqual(['/a.jpg']);
    client.setQueryData(listingKey, { data: { records: 'not a list' } } as never);
    expect(listingLeadImages({ kind: 'shop' }, client)).toEqual([]);
  });
});
