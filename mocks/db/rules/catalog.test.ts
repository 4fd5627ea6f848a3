import { describe, expect, it } from 'vitest';
import { getProduct, home, listProducts, matchesSearch, type ProductQuery } from './catalog';
import { pricing } from './pricing';
import { statusOf } from '../../testing/rule-errors';
import { createTestDb } from '../../testing/test-db';

const query = (extra: Partial<ProductQuery> = {}): ProductQuery => ({ page: 1, perPage: 12, ...extra });

describe('product listing', () => {
  const { db } = createTestDb();
  const now = db.now();

  it('pages with 12 by default and reports from/to', () => {
    const result = listProducts(db, query({ page: 2 }));
    expect(result.records).toHaveLength(12);
    expect(result.paginationInfo).toMatchObject({ currentPage: 2, perPage: 12, total: db.state.products.length, from: 13, to: 24 });
    const beyond = listProducts(db, query({ page: 999 }));
    expect(beyond.records).toHaveLength(0);
    expect(beyond.paginationInfo).toMatchObject({ from: 0, to: 0 });
  });

  it('lists only the given ids (recently viewed), skipping ids that match no product', () => {
    const [a, b, c] = [db.state.products[5]!, db.state.products[0]!, db.state.products[20]!];
    const result = listProducts(db, query({ ids: `${a.id},999999,${b.id},${c.id}` }));
    expect(result.records.map((product) => product.id).sort((x, y) => x - y)).toEqual([a.id, b.id, c.id].sort((x, y) => x - y));
    expect(result.paginationInfo.total).toBe(3);
    expect(listProducts(db, query({ ids: '999999' })).records).toEqual([]);
  });

  it('scopes by category, brand or tag slug and 404s an unknown slug', () => {
    const category = db.state.categories[1]!;
    const result = listProducts(db, query({ categorySlug: category.slug, perPage: 100 }));
    expect(result.records.length).toBeGreaterThan(0);
    expect(result.records.every((product) => product.categoryId === category.id)).toBe(true);
    expect(result.scope.category).toBe(category);
    expect(statusOf(() => listProducts(db, query({ categorySlug: 'no-such-category' })))).toBe(404);
    expect(statusOf(() => listProducts(db, query({ brandSlug: 'no-such-brand' })))).toBe(404);
    expect(statusOf(() => listProducts(db, query({ tagSlug: 'no-such-tag' })))).toBe(404);
  });

  it('filters by comma lists of slugs and a min-max price on the current price', () => {
    const [a, b] = db.state.brands;
    const result = listProducts(db, query({ brands: `${a!.slug},${b!.slug}`, price: '1000-20000', perPage: 100 }));
    expect(result.records.length).toBeGreaterThan(0);
    for (const product of result.records) {
      expect([a!.id, b!.id]).toContain(product.brandId);
      const price = pricing(product, now).discountedPrice;
      expect(price).toBeGreaterThanOrEqual(1000);
      expect(price).toBeLessThanOrEqual(20000);
    }
  });

  it('reports the price range and option counts of the scoped set', () => {
    const category = db.state.categories[0]!;
    const { filters } = listProducts(db, query({ categorySlug: category.slug }));
    const prices = db.state.products.filter((product) => product.categoryId === category.id).map((product) => pricing(product, now).discountedPrice);
    expect(filters.priceRange).toEqual({ min: Math.floor(Math.min(...prices)), max: Math.ceil(Math.max(...prices)) });
    expect(filters.categories).toEqual([{ row: category, count: prices.length }]);
    expect(filters.brands.reduce((sum, facet) => sum + facet.count, 0)).toBe(prices.length);
  });

  it('sorts by price both ways', () => {
    const asc = listProducts(db, query({ sortBy: 'price_asc', perPage: 100 })).records.map((product) => pricing(product, now).discountedPrice);
    expect(asc).toEqual([...asc].sort((x, y) => x - y));
    const desc = listProducts(db, query({ sortBy: 'price_desc', perPage: 100 })).records.map((product) => pricing(product, now).discountedPrice);
    expect(desc).toEqual([...desc].sort((x, y) => y - x));
  });

  it('searches English and Arabic titles, brands and tags', () => {
    const product = db.state.products[0]!;
    const firstWord = product.title.en.split(' ')[1]!;
    expect(listProducts(db, query({ searchQuery: firstWord })).records.map((row) => row.id)).toContain(product.id);
    const arabicWord = product.title.ar.split(' ')[0]!;
    expect(listProducts(db, query({ searchQuery: arabicWord, perPage: 100 })).records.map((row) => row.id)).toContain(product.id);
    expect(matchesSearch(db.state, product, 'zzzz-not-a-word')).toBe(false);
  });
});

describe('product detail and home', () => {
  const { db } = createTestDb();

  it('returns up to 8 related products of the same category', () => {
    const product = db.state.products[0]!;
    const { related } = getProduct(db, product.slug);
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(8);
    expect(related.every((row) => row.categoryId === product.categoryId && row.id !== product.id)).toBe(true);
    expect(statusOf(() => getProduct(db, 'missing'))).toBe(404);
  });

  it('builds the home page: 8 best sellers in stock, running offers, featured brands', () => {
    const data = home(db);
    expect(data.bestSellers).toHaveLength(8);
    expect(data.bestSellers.every((product) => product.stock > 0)).toBe(true);
    expect(data.offers.length).toBeGreaterThan(0);
    expect(data.offers.every((product) => product.offerEndsAt! > db.now())).toBe(true);
    expect(data.featuredBrands.every((brand) => brand.isFeatured)).toBe(true);
    expect(data.banners.length).toBeGreaterThanOrEqual(3);
  });
});
