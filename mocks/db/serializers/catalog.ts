import { PRODUCT_IMAGES } from '../media-urls';
import { availability, pricing } from '../rules/pricing';
import { productFacts } from '../rules/product-facts';
import type { View } from './view';
import type { Banner, Brand, Category, Product, Tag } from '../../../src/api/generated/model';
import type { BannerRow, BrandRow, CategoryRow, ProductRow, TagRow } from '../types';

export function serializeCategory(view: View, row: CategoryRow): Category {
  return {
    id: row.id,
    slug: row.slug,
    title: view.text(row.title),
    description: view.text(row.description),
    image: view.db.media.category(row.id),
    products_count: view.counts().categories.get(row.id) ?? 0,
    meta_title: view.textOrNull(row.metaTitle),
    meta_description: view.textOrNull(row.metaDescription),
    meta_keywords: row.metaKeywords,
    meta_image: view.db.media.category(row.id),
  };
}

export function serializeBrand(view: View, row: BrandRow): Brand {
  return {
    id: row.id,
    slug: row.slug,
    title: view.text(row.title),
    image: view.db.media.brand(row.id),
    is_featured: row.isFeatured,
    products_count: view.counts().brands.get(row.id) ?? 0,
    meta_title: view.textOrNull(row.metaTitle),
    meta_description: view.textOrNull(row.metaDescription),
    meta_keywords: row.metaKeywords,
    meta_image: view.db.media.brand(row.id),
  };
}

export function serializeTag(view: View, row: TagRow): Tag {
  return { id: row.id, slug: row.slug, title: view.text(row.title) };
}

export function serializeBanner(view: View, row: BannerRow): Banner {
  return {
    id: row.id,
    image: view.db.media.banner(row.id, view.locale),
    title: view.text(row.title),
    subtitle: view.text(row.subtitle),
    link: row.link,
  };
}

/** Which relations a product embeds; outside GET /products and /products/{slug} all of them. */
export interface ProductEmbed {
  category: boolean;
  brand: boolean;
  tags: boolean;
}

export const EMBED_ALL: ProductEmbed = { category: true, brand: true, tags: true };

/** A product as the requesting user sees it: current price, stock state and their cart/wishlist/compare flags. */
export function serializeProduct(view: View, row: ProductRow, embed: ProductEmbed = EMBED_ALL): Product {
  const { state, media } = view.db;
  const price = pricing(row, view.db.now());
  const flags = view.flags();
  const ownCategory = state.categories.find((item) => item.id === row.categoryId);
  const category = embed.category ? ownCategory : undefined;
  const brand = embed.brand ? state.brands.find((item) => item.id === row.brandId) : undefined;
  const cartedQuantity = flags.carted.get(row.id) ?? 0;
  return {
    id: row.id,
    slug: row.slug,
    sku: row.sku,
    title: view.text(row.title),
    description: view.text(row.description),
    images: Array.from({ length: PRODUCT_IMAGES }, (_, index) => media.product(row.id, index)),
    sale_price: price.salePrice,
    discounted_price: price.discountedPrice,
    is_discounted: price.isDiscounted,
    discount_percent: price.discountPercent,
    offer_ends_at: price.offerEndsAt === null ? null : view.iso(price.offerEndsAt),
    has_stock: row.stock > 0,
    stock: row.stock,
    availability: availability(row.stock),
    is_new: row.isNew,
    is_wished: flags.wished.has(row.id),
    is_carted: cartedQuantity > 0,
    is_compared: flags.compared.has(row.id),
    carted_quantity: cartedQuantity,
    rating: row.rating,
    reviews_count: row.reviewsCount,
    meta_title: view.text(row.title),
    meta_description: view.text(row.description).slice(0, 160),
    meta_keywords: row.metaKeywords,
    meta_image: media.product(row.id, 0),
    specs: row.specs.map((spec) => ({ key: spec.key, label: view.text(spec.label), value: view.text(spec.value) })),
    ...productFacts(ownCategory?.slug),
    tags: embed.tags ? state.tags.filter((tag) => row.tagIds.includes(tag.id)).map((tag) => serializeTag(view, tag)) : [],
    category: category ? serializeCategory(view, category) : null,
    brand: brand ? serializeBrand(view, brand) : null,
  };
}
