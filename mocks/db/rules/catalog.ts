import { notFound, t } from './api-error';
import { paginate } from './pagination';
import { currentPrice, pricing, type Pricing } from './pricing';
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
  /** Comma list of product ids: only these (recently viewed). */
  ids?: string;
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

interface SearchEntry {
  /** Titles, descriptions, SKU, brand, category and tags in both languages, normalised. */
  text: string;
  /** Both titles, normalised (search hits in the title come first in the default order). */
  title: string;
}

/**
 * The search index: each product's normalised text, built once per product row and kept as long as
 * the row lives (a reset or a restored state brings new rows, and so a fresh index). The texts it
 * reads (titles, descriptions, SKU, brand, category, tags) never change in place.
 */
const searchIndex = new WeakMap<ProductRow, SearchEntry>();

interface Lookup {
  categories: Map<number, CategoryRow>;
  brands: Map<number, BrandRow>;
  tags: Map<number, TagRow>;
}

const lookups = new WeakMap<DbState, Lookup>();

function lookupOf(state: DbState): Lookup {
  let lookup = lookups.get(state);
  if (!lookup || lookup.categories.size !== state.categories.length || lookup.brands.size !== state.brands.length || lookup.tags.size !== state.tags.length) {
    lookup = {
      categories: new Map(state.categories.map((row) => [row.id, row])),
      brands: new Map(state.brands.map((row) => [row.id, row])),
      tags: new Map(state.tags.map((row) => [row.id, row])),
    };
    lookups.set(state, lookup);
  }
  return lookup;
}

function searchEntry(state: DbState, product: ProductRow): SearchEntry {
  const known = searchIndex.get(product);
  if (known) return known;
  const lookup = lookupOf(state);
  const category = lookup.categories.get(product.categoryId);
  const brand = lookup.brands.get(product.brandId);
  const tags = product.tagIds.map((id) => lookup.tags.get(id)).filter((tag): tag is TagRow => tag !== undefined);
  const entry = {
    text: normalizeText(
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
    ),
    title: normalizeText(`${product.title.en} ${product.title.ar}`),
  };
  searchIndex.set(product, entry);
  return entry;
}

const queryWords = (query: string | undefined): string[] => normalizeText(query ?? '').split(/\s+/).filter(Boolean);

/** Every word of the query must appear in the product's titles, descriptions, SKU, brand, category or tags (either language). */
export function matchesSearch(state: DbState, product: ProductRow, query: string): boolean {
  const words = queryWords(query);
  if (words.length === 0) return true;
  const { text } = searchEntry(state, product);
  return words.every((word) => text.includes(word));
}

function sortProducts(
  state: DbState,
  rows: ProductRow[],
  sortBy: ProductSort | undefined,
  priceOf: (product: ProductRow) => Pricing,
  query: string | undefined,
): ProductRow[] {
  const price = (product: ProductRow) => priceOf(product).discountedPrice;
  const sorted = rows;
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
      return sorted.sort((a, b) => priceOf(b).discountPercent - priceOf(a).discountPercent || a.id - b.id);
    default: {
      // Default order: title matches first when searching, then in stock before out of stock, then
      // catalogue order. Four stable buckets (rows arrive in catalogue order) instead of a comparison sort.
      const words = queryWords(query);
      const buckets: ProductRow[][] = [[], [], [], []];
      for (const product of sorted) {
        const titleMiss = words.length > 0 && words.every((word) => searchEntry(state, product).title.includes(word)) ? 0 : 2;
        buckets[titleMiss + (product.stock <= 0 ? 1 : 0)]!.push(product);
      }
      return buckets.flatMap((bucket) => bucket.sort((a, b) => a.id - b.id));
    }
  }
}

/**
 * GET /products: scope (category / brand / tag slug; unknown → 404) and search first; then the
 * facet filters (comma lists of slugs: any of a facet, all facets) and the price range on the
 * current price; sort; page. Filters report the price range and option counts of the scoped set.
 * One pass over the catalogue scopes, filters and counts the facets; each product's price is worked
 * out once per request and its search text once per product (the index above).
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

  const words = queryWords(query.searchQuery);
  const categoryIds = new Set(slugList(query.categories).map((slug) => state.categories.find((row) => row.slug === slug)?.id ?? -1));
  const brandIds = new Set(slugList(query.brands).map((slug) => state.brands.find((row) => row.slug === slug)?.id ?? -1));
  const tagIds = new Set(slugList(query.tags).map((slug) => state.tags.find((row) => row.slug === slug)?.id ?? -1));
  const onlyIds = query.ids ? new Set(query.ids.split(',').map(Number)) : null;
  const [minText, maxText] = (query.price ?? '').split('-');
  const min = query.price ? Number(minText) : -Infinity;
  const max = query.price ? Number(maxText) : Infinity;

  const prices = new Map<ProductRow, Pricing>();
  const priceOf = (product: ProductRow): Pricing => {
    let price = prices.get(product);
    if (!price) {
      price = pricing(product, now);
      prices.set(product, price);
    }
    return price;
  };

  const categoryCounts = new Map<number, number>();
  const brandCounts = new Map<number, number>();
  const tagCounts = new Map<number, number>();
  const bump = (counts: Map<number, number>, id: number) => counts.set(id, (counts.get(id) ?? 0) + 1);
  let lowest = Infinity;
  let highest = -Infinity;
  const filtered: ProductRow[] = [];

  for (const product of state.products) {
    if (onlyIds && !onlyIds.has(product.id)) continue;
    if (category && product.categoryId !== category.id) continue;
    if (brand && product.brandId !== brand.id) continue;
    if (tag && !product.tagIds.includes(tag.id)) continue;
    if (words.length > 0) {
      const { text } = searchEntry(state, product);
      if (!words.every((word) => text.includes(word))) continue;
    }
    // In the scoped set: it counts for the price range and the facets whatever the filters say.
    const current = currentPrice(product, now);
    if (current < lowest) lowest = current;
    if (current > highest) highest = current;
    bump(categoryCounts, product.categoryId);
    bump(brandCounts, product.brandId);
    product.tagIds.forEach((id, index) => {
      if (product.tagIds.indexOf(id) === index) bump(tagCounts, id);
    });
    if (
      (categoryIds.size === 0 || categoryIds.has(product.categoryId)) &&
      (brandIds.size === 0 || brandIds.has(product.brandId)) &&
      (tagIds.size === 0 || product.tagIds.some((id) => tagIds.has(id))) &&
      current >= min &&
      current <= max
    ) {
      filtered.push(product);
    }
  }

  const count = <Row extends { id: number }>(rows: Row[], counts: Map<number, number>): FacetCount<Row>[] =>
    rows.map((row) => ({ row, count: counts.get(row.id) ?? 0 })).filter((facet) => facet.count > 0);

  return {
    ...paginate(sortProducts(state, filtered, query.sortBy, priceOf, query.searchQuery), query.page, query.perPage),
    scope: { category: category ?? null, brand: brand ?? null, tag: tag ?? null },
    filters: {
      priceRange: Number.isFinite(lowest) ? { min: Math.floor(lowest), max: Math.ceil(highest) } : { min: 0, max: 0 },
      categories: count(state.categories, categoryCounts),
      brands: count(state.brands, brandCounts),
      tags: count(state.tags, tagCounts),
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
