import { describe, expect, it } from 'vitest';
import { homeOf } from './home-of';
import { productListOf } from './use-shop-filters';

const MALFORMED: unknown[] = [null, 'Service Unavailable', {}, { data: null }, { data: { records: 'none', paginationInfo: 'none' } }];
const product = { id: 1, slug: 'phone', title: 'Phone' };

describe('product listings read a malformed answer as an empty one (spec 8.1-9)', () => {
  it.each(MALFORMED)('%j → no products, no pagination, no filters', (body) => {
    expect(productListOf(body)).toEqual({ records: [], category: null, brand: null, tag: null });
  });

  it('keeps what is well-formed of a partly broken answer', () => {
    const paginationInfo = { currentPage: 1, perPage: 12, total: 1, lastPage: 1, from: 1, to: 1 };
    const answer = productListOf({
      data: {
        records: [product, { id: 2 }, null],
        paginationInfo,
        filters: { price_range: { min: 10, max: 90 }, categories: [{ id: 1, slug: 'phones', title: 'Phones', count: 1 }, 'x'], brands: null },
        category: 'phones',
      },
    });
    expect(answer).toEqual({
      records: [product],
      paginationInfo,
      filters: { price_range: { min: 10, max: 90 }, categories: [{ id: 1, slug: 'phones', title: 'Phones', count: 1 }], brands: [], tags: [] },
      category: null,
      brand: null,
      tag: null,
    });
    // Filters without a usable price range are no filters (the slider needs its bounds).
    expect(productListOf({ data: { records: [], filters: { price_range: { min: '1' } } } }).filters).toBeUndefined();
  });
});

describe('home reads a malformed answer as an empty one (spec 8.1-9)', () => {
  it.each(MALFORMED)('%j → every section empty', (body) => {
    expect(homeOf(body)).toEqual({ banners: [], categories: [], offers: [], bestSellers: [], featuredBrands: [] });
  });

  it('keeps the sections that are lists', () => {
    expect(homeOf({ data: { bestSellers: [product, 'x'], banners: { id: 1 }, categories: [{ id: 1, slug: 'phones', title: 'Phones' }] } })).toEqual({
      banners: [],
      categories: [{ id: 1, slug: 'phones', title: 'Phones' }],
      offers: [],
      bestSellers: [product],
      featuredBrands: [],
    });
  });
});
