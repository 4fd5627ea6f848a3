import { notFound, t } from './api-error';
import { paginate } from './pagination';
import { pricing } from './pricing';
import type { PaginationInfo, ProductSort } from '../../../src/api/generated/model';
import type { MockDb } from '../create-db';
import type { BannerRow, BrandRow, CategoryRow, DbState, ProductRow, TagRow } from '../types';

export interface ProductQuery {
  categories?: string;
  brands?: string;
  tags?: string;
  price?: string;
  page: number;
  perPage: number;
  sortBy?: ProductSort;
  searchQuery?: string;
  categorySlug?: string;
  brandSlug?: string;
  tagSlug?: string;
}

export interface FacetCount<Row> {
  row: Row;
  count: number;
}

export interface ProductListResult {
  records: ProductRow[];
  paginationInfo: PaginationInfo;
  scope: { category: CategoryRow | null; brand: BrandRow | null; tag: TagRow | null };
  filters: {
    priceRange: { min: number; max: number };
    categories: FacetCount<CategoryRow>[];
    brands: FacetCount<BrandRow>[];
    tags: FacetCount<TagRow>[];
  };
}

const slugList = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((slug) => slug.trim().toLowerCase())
    .filter(Boolean);

/** Lower case, Arabic letter variants folded (أ إ آ → ا, ة → ه, ى → ي), diacritics dropped. */
export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي');
}

function searchable(state: DbState, product: ProductRow): string {
  const category = state.categories.find((row) => row.id === product.categoryId);
  const brand = state.brands.find((row) => row.id === product.brandId);
  const tags = state.tags.filter((tag) => product.tagIds.includes(tag.id));
  return normalizeText(
    [
      product.title.en,
      product.title.ar,
      product.description.en,
      product.description.ar,
      product.sku,
      brand?.title.en,
      brand?.title.ar,
      category?.title.en,
      category?.title.ar,
      ...tags.flatMap((tag) => [tag.title.en, tag.title.ar]),
    ].join(' '),
  );
}

/** Every word of the query must appear in the product's titles, descriptions, SKU, brand, category or tags (either language). */
export function matchesSearch(state: DbState, product: ProductRow, query: string): boolean {
  const words = normalizeText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = searchable(state, product);
  return words.every((word) => text.includes(word));
}

function sortProducts(rows: ProductRow[], sortBy: ProductSort | undefined, now: number, query: string | undefined): ProductRow[] {
  const price = (product: ProductRow) => pricing(product, now).discountedPrice;
  const sorted = [...rows];
  switch (sortBy) {
    case 'newest':
      return sorted.sort((a, b) => b.createdAt - a.createdAt || a.id - b.id);
    case 'price_asc':
      return sorted.sort((a, b) => price(a) - price(b) || a.id - b.id);
    case 'price_desc':
      return sorted.sort((a, b) => price(b) - price(a) || a.id - b.id);
    case 'best_selling':
      return sorted.sort((a, b) => b.soldCount - a.soldCount || a.id - b.id);
    case 'top_rated':
      return sorted.sort((a, b) => b.rating - a.rating || b.reviewsCount - a.reviewsCount || a.id - b.id);
    case 'discount':
      return sorted.sort((a, b) => pricing(b, now).discountPercent - pricing(a, now).discountPercent || a.id - b.id);
    default: {
      // Default order: title matches first when searching, then in stock before out of stock, then catalogue order.
      const words = normalizeText(query ?? '').split(/\s+/).filter(Boolean);
      const titleHit = (product: ProductRow) =>
        words.length > 0 && words.every((word) => normalizeText(`${product.title.en} ${product.title.ar}`).includes(word)) ? 0 : 1;
      return sorted.sort((a, b) => titleHit(a) - titleHit(b) || Number(a.stock <= 0) - Number(b.stock <= 0) || a.id - b.id);
    }
  }
}

/**
 * GET /products: scope (category / brand / tag slug; unknown → 404) and search first; then the
 * facet filters (comma lists of slugs: any of a facet, all facets) and the price range on the
 * current price; sort; page. Filters report the price range and option counts of the scoped set.
 */
export function listProducts(db: MockDb, query: ProductQuery): ProductListResult {
  const { state } = db;
  const now = db.now();
  const category = query.categorySlug ? state.categories.find((row) => row.slug === query.categorySlug) : null;
  if (query.categorySlug && !category) throw notFound(t('Category not found.', 'القسم غير موجود.'));
  const brand = query.brandSlug ? state.brands.find((row) => row.slug === query.brandSlug) : null;
  if (query.brandSlug && !brand) throw notFound(t('Brand not found.', 'الماركة غير موجودة.'));
  const tag = query.tagSlug ? state.tags.find((row) => row.slug === query.tagSlug) : null;
  if (query.tagSlug && !tag) throw notFound(t('Tag not found.', 'الوسم غير موجود.'));

  const scoped = state.products.filter(
    (product) =>
      (!category || product.categoryId === category.id) &&
      (!brand || product.brandId === brand.id) &&
      (!tag || product.tagIds.includes(tag.id)) &&
      (!query.searchQuery || matchesSearch(state, product, query.searchQuery)),
  );

  const categoryIds = new Set(slugList(query.categories).map((slug) => state.categories.find((row) => row.slug === slug)?.id ?? -1));
  const brandIds = new Set(slugList(query.brands).map((slug) => state.brands.find((row) => row.slug === slug)?.id ?? -1));
  const tagIds = new Set(slugList(query.tags).map((slug) => state.tags.find((row) => row.slug === slug)?.id ?? -1));
  const [minText, maxText] = (query.price ?? '').split('-');
  const min = query.price ? Number(minText) : -Infinity;
  const max = query.price ? Number(maxText) : Infinity;

  const filtered = scoped.filter((product) => {
    const current = pricing(product, now).discountedPrice;
    return (
      (categoryIds.size === 0 || categoryIds.has(product.categoryId)) &&
      (brandIds.size === 0 || brandIds.has(product.brandId)) &&
      (tagIds.size === 0 || product.tagIds.some((id) => tagIds.has(id))) &&
      current >= min &&
      current <= max
    );
  });

  const prices = scoped.map((product) => pricing(product, now).discountedPrice);
  const count = <Row extends { id: number }>(rows: Row[], has: (product: ProductRow, row: Row) => boolean): FacetCount<Row>[] =>
    rows.map((row) => ({ row, count: scoped.filter((product) => has(product, row)).length })).filter((facet) => facet.count > 0);

  return {
    ...paginate(sortProducts(filtered, query.sortBy, now, query.searchQuery), query.page, query.perPage),
    scope: { category: category ?? null, brand: brand ?? null, tag: tag ?? null },
    filters: {
      priceRange: prices.length > 0 ? { min: Math.floor(Math.min(...prices)), max: Math.ceil(Math.max(...prices)) } : { min: 0, max: 0 },
      categories: count(state.categories, (product, row) => product.categoryId === row.id),
      brands: count(state.brands, (product, row) => product.brandId === row.id),
      tags: count(state.tags, (product, row) => product.tagIds.includes(row.id)),
    },
  };
}

export const RELATED_LIMIT = 8;

/** GET /products/{slug}: the product (404 when unknown) and up to 8 related products of its category, best sellers first. */
export function getProduct(db: MockDb, slug: string): { product: ProductRow; related: ProductRow[] } {
  const product = db.state.products.find((row) => row.slug === slug);
  if (!product) throw notFound(t('Product not found.', 'المنتج غير موجود.'));
  const related = db.state.products
    .filter((row) => row.categoryId === product.categoryId && row.id !== product.id)
    .sort((a, b) => Number(a.stock <= 0) - Number(b.stock <= 0) || b.soldCount - a.soldCount || a.id - b.id)
    .slice(0, RELATED_LIMIT);
  return { product, related };
}

export const BEST_SELLERS = 8;

/** GET /home: banners, 8 best sellers in stock, featured brands, running limited-time offers (ending soonest first), categories. */
export function home(db: MockDb): { banners: BannerRow[]; bestSellers: ProductRow[]; featuredBrands: BrandRow[]; offers: ProductRow[]; categories: CategoryRow[] } {
  const now = db.now();
  const { state } = db;
  return {
    banners: state.banners,
    bestSellers: state.products
      .filter((product) => product.stock > 0)
      .sort((a, b) => b.soldCount - a.soldCount || a.id - b.id)
      .slice(0, BEST_SELLERS),
    featuredBrands: state.brands.filter((brand) => brand.isFeatured),
    offers: state.products
      .filter((product) => {
        const price = pricing(product, now);
        return price.isDiscounted && price.offerEndsAt !== null;
      })
      .sort((a, b) => (a.offerEndsAt ?? 0) - (b.offerEndsAt ?? 0)),
    categories: state.categories,
  };
}

export function productCount(state: DbState, has: (product: ProductRow) => boolean): number {
  return state.products.reduce((sum, product) => sum + (has(product) ? 1 : 0), 0);
}
