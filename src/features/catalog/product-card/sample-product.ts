import type { Product } from '../../../api/generated/model';

/**
 * A fixed product for stories. Its picture is the mock's drawing of the seeded Galaxy Buds3 Pro (product 47): the
 * mock serves it in Storybook (`/api/media/…`, the browser mock's base), so the card shows a picture, not the failed
 * stand-in. The ProductCard story's check fails if the seed ever stops having it.
 */
export const sampleProduct: Product = {
  id: 9001,
  slug: 'sample-galaxy-buds',
  sku: 'SMP-9001',
  title: 'Samsung Galaxy Buds3 Pro Wireless Earbuds',
  images: ['/api/media/products/47-0.svg'],
  sale_price: 8999,
  discounted_price: 7199,
  is_discounted: true,
  discount_percent: 20,
  has_stock: true,
  stock: 3,
  availability: 'low_stock',
  is_new: true,
  is_wished: false,
  is_carted: false,
  is_compared: false,
  carted_quantity: 0,
  rating: 4.5,
  reviews_count: 120,
  meta_keywords: null,
  tags: [],
  category: null,
  brand: null,
};
