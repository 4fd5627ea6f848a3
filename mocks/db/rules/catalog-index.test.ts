/**
 * The search index and the one-pass listing give the same answers as the straightforward scan they
 * replaced (kept below as the reference: every product's text normalised again on each request,
 * one pass over the catalogue per facet option).
 */
import { describe, expect, it } from 'vitest';
import { listProducts, normalizeText, type ProductQuery } from './catalog';
import { pricing } from './pricing';
import { createDb } from '../create-db';
import { createTestClock, createTestDb } from '../../testing/test-db';
import type { DbState, ProductRow } from '../types';
import type { ProductSort } from '../../../src/api/generated/model';

function referenceText(state: DbState, product: ProductRow): string {
  const category = state.categories.find((row) => row.id === product.categoryId);
  const brand = state.brands.find((row) => row.id === product.brandId);
  const tags = state.tags.filter((tag) => product.tagIds.includes(tag.id));
  return normalizeText(
    [product.title.en, product.title.ar, product.description.en, product.description.ar, product.sku, brand?.title.en, brand?.title.ar, category?.title.en, category?.title.ar, ...tags.flatMap((tag) => [tag.title.en, tag.title.ar])].join(' '),
  );
}

function referenceList(state: DbState, now: number, query: ProductQuery) {
  const words = normalizeText(query.searchQuery ?? '').split(/\s+/).filter(Boolean);
  const category = query.categorySlug ? state.categories.find((row) => row.slug === query.categorySlug) : null;
  const scoped = state.products.filter(
    (product) => (!category || product.categoryId === category.id) && words.every((word) => referenceText(state, product).includes(word)),
  );
  const slugs = (value: string | undefined) => (value ?? '').split(',').map((slug) => slug.trim().toLowerCase()).filter(Boolean);
  const brandIds = new Set(slugs(query.brands).map((slug) => state.brands.find((row) => row.slug === slug)?.id ?? -1));
  const tagIds = new Set(slugs(query.tags).map((slug) => state.tags.find((row) => row.slug === slug)?.id ?? -1));
  const [minText, maxText] = (query.price ?? '').split('-');
  const min = query.price ? Number(minText) : -Infinity;
  const max = query.price ? Number(maxText) : Infinity;
  const price = (product: ProductRow) => pricing(product, now).discountedPrice;
  const filtered = scoped.filter(
    (product) =>
      (brandIds.size === 0 || brandIds.has(product.brandId)) &&
      (tagIds.size === 0 || product.tagIds.some((id) => tagIds.has(id))) &&
      price(product) >= min &&
      price(product) <= max,
  );
  const titleHit = (product: ProductRow) =>
    words.length > 0 && words.every((word) => normalizeText(`${product.title.en} ${product.title.ar}`).includes(word)) ? 0 : 1;
  const sorted =
    query.sortBy === 'price_asc'
      ? filtered.sort((a, b) => price(a) - price(b) || a.id - b.id)
      : filtered.sort((a, b) => titleHit(a) - titleHit(b) || Number(a.stock <= 0) - Number(b.stock <= 0) || a.id - b.id);
  const prices = scoped.map(price);
  return {
    ids: sorted.map((product) => product.id),
    priceRange: prices.length ? { min: Math.floor(Math.min(...prices)), max: Math.ceil(Math.max(...prices)) } : { min: 0, max: 0 },
    categories: state.categories.map((row) => [row.id, scoped.filter((product) => product.categoryId === row.id).length]).filter(([, n]) => n),
    brands: state.brands.map((row) => [row.id, scoped.filter((product) => product.brandId === row.id).length]).filter(([, n]) => n),
    tags: state.tags.map((row) => [row.id, scoped.filter((product) => product.tagIds.includes(row.id)).length]).filter(([, n]) => n),
  };
}

const queries = [
  'samsung',
  'Samsung Galaxy',
  'SAM-MOB',
  'whey protein',
  'سامسونج',
  // Arabic letter variants and diacritics fold: أ/إ/آ → ا, ة → ه, ى → ي, harakat dropped.
  'بروتين',
  'شاشة',
  'شاشه',
  'أبل',
  'ابل',
  'إضاءة',
  'سَمّاعة',
  'لاسلكي',
  'charger 65w',
  'no-such-thing-anywhere',
  '   ',
];

function compare(state: DbState, now: number, query: ProductQuery) {
  const result = listProducts({ state, now: () => now } as Parameters<typeof listProducts>[0], query);
  const reference = referenceList(state, now, query);
  expect(result.paginationInfo.total).toBe(reference.ids.length);
  const start = (query.page - 1) * query.perPage;
  expect(result.records.map((product) => product.id)).toEqual(reference.ids.slice(start, start + query.perPage));
  expect(result.filters.priceRange).toEqual(reference.priceRange);
  expect(result.filters.categories.map(({ row, count }) => [row.id, count])).toEqual(reference.categories);
  expect(result.filters.brands.map(({ row, count }) => [row.id, count])).toEqual(reference.brands);
  expect(result.filters.tags.map(({ row, count }) => [row.id, count])).toEqual(reference.tags);
  return result;
}

describe('search index and one-pass listing', () => {
  const { db } = createTestDb();
  const now = db.now();

  it.each(queries)('finds the same products, in the same order, with the same facets for %j', (searchQuery) => {
    for (const sortBy of [undefined, 'price_asc'] as (ProductSort | undefined)[]) {
      compare(db.state, now, { page: 1, perPage: 500, searchQuery, sortBy });
    }
  });

  it('finds Arabic words whatever their hamza, ta marbuta, alif maqsura or diacritics', () => {
    const hits = (searchQuery: string) => listProducts(db, { page: 1, perPage: 500, searchQuery }).records.map((product) => product.id);
    expect(hits('شاشة').length).toBeGreaterThan(0);
    expect(hits('شاشه')).toEqual(hits('شاشة'));
    expect(hits('أبل')).toEqual(hits('ابل'));
    expect(hits('سَمّاعة')).toEqual(hits('سماعه'));
  });

  it('agrees with the reference with scopes, facet filters and a price range', () => {
    const category = db.state.categories[0]!;
    const [brandA, brandB] = db.state.brands;
    const tag = db.state.tags[0]!;
    compare(db.state, now, { page: 1, perPage: 500, categorySlug: category.slug });
    compare(db.state, now, { page: 1, perPage: 500, brands: `${brandA!.slug},${brandB!.slug}`, tags: tag.slug, price: '500-30000' });
    compare(db.state, now, { page: 1, perPage: 500, searchQuery: 'pro', brands: brandA!.slug, sortBy: 'price_asc' });
  });

  it('indexes a reset catalogue afresh', () => {
    const clock = createTestClock();
    const fresh = createDb({ now: () => clock.now });
    const before = listProducts(fresh, { page: 1, perPage: 500, searchQuery: 'samsung' }).paginationInfo.total;
    fresh.reset();
    expect(listProducts(fresh, { page: 1, perPage: 500, searchQuery: 'samsung' }).paginationInfo.total).toBe(before);
  });
});

describe('a grown catalogue (MOCK_PRODUCTS)', () => {
  const clock = createTestClock();
  const big = createDb({ now: () => clock.now, products: 2000 });
  const small = createTestDb().db;

  it('has exactly that many products with unique ids, slugs and SKUs, the seed products first and unchanged', () => {
    expect(big.state.products).toHaveLength(2000);
    expect(new Set(big.state.products.map((product) => product.id)).size).toBe(2000);
    expect(new Set(big.state.products.map((product) => product.slug)).size).toBe(2000);
    expect(new Set(big.state.products.map((product) => product.sku)).size).toBe(2000);
    expect(big.state.products.slice(0, small.state.products.length)).toEqual(small.state.products);
    expect(big.state.users).toEqual(small.state.users);
    expect(big.state.orders).toEqual(small.state.orders);
  });

  it('is the same on every seed and keeps a reset at its size', () => {
    const again = createDb({ now: () => clock.now, products: 2000 });
    expect(again.state.products).toEqual(big.state.products);
    again.reset();
    expect(again.state.products).toHaveLength(2000);
  });

  it('lists and searches it like the reference', () => {
    expect(compare(big.state, clock.now, { page: 1, perPage: 50, searchQuery: 'samsung edition' }).paginationInfo.total).toBeGreaterThan(0);
    expect(compare(big.state, clock.now, { page: 3, perPage: 50, searchQuery: 'بروتين', sortBy: 'price_asc' }).paginationInfo.total).toBeGreaterThan(100);
  });
});
