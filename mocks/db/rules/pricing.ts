import type { Availability } from '../../../src/api/generated/model/index';
import type { ProductRow } from '../types';

export interface Pricing {
  salePrice: number;
  discountedPrice: number;
  discountPercent: number;
  isDiscounted: boolean;
  offerEndsAt: number | null;
}

/**
 * What a product costs now. A limited-time offer's discount ends with it: after `offerEndsAt`
 * the product sells at its regular price. Discounted prices are whole pounds.
 */
export function pricing(product: ProductRow, now: number): Pricing {
  const offerOver = product.offerEndsAt !== null && product.offerEndsAt <= now;
  const percent = offerOver ? 0 : product.discountPercent;
  const discountedPrice = currentPrice(product, now);
  return {
    salePrice: product.salePrice,
    discountedPrice,
    discountPercent: percent,
    isDiscounted: percent > 0,
    offerEndsAt: offerOver ? null : product.offerEndsAt,
  };
}

/** `pricing(product, now).discountedPrice` without building the rest (listings compute it for every product). */
export function currentPrice(product: ProductRow, now: number): number {
  const percent = product.offerEndsAt !== null && product.offerEndsAt <= now ? 0 : product.discountPercent;
  return percent > 0 ? Math.round((product.salePrice * (100 - percent)) / 100) : product.salePrice;
}

/** Stock 0 → out of stock; 1..5 → low ('only N left'); 6..10 → limited; above 10 → in stock. */
export function availability(stock: number): Availability {
  if (stock <= 0) return 'out_of_stock';
  if (stock <= 5) return 'low_stock';
  if (stock <= 10) return 'limited_stock';
  return 'in_stock';
}
