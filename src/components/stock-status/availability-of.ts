import type { Availability } from '../../api/generated/model';

/**
 * The stock state of a bare stock count (decision 002: 0 → out of stock; 1–5 → low, 'only N left'; 6–10 →
 * limited; above 10 → in stock). For records that carry a count and no `availability`, such as an order
 * item's `sku_stock`; a product's own `availability` is the server's word and is used as it is.
 */
export const availabilityOf = (stock: number): Availability => {
  if (stock <= 0) return 'out_of_stock';
  if (stock <= 5) return 'low_stock';
  if (stock <= 10) return 'limited_stock';
  return 'in_stock';
};
