import { Price, type PriceProps } from './price';

/** What a product (or a product in a list) says about its price. */
export interface PricedProduct {
  /** The list price. */
  sale_price: number;
  /** What the shopper pays: the list price less any discount. */
  discounted_price: number;
  is_discounted: boolean;
}

/**
 * The one rule for a product's price, wherever it shows (card, product page, search, wishlist, compare): the
 * shopper pays `discounted_price`; when the product is discounted the list price is struck through beside it.
 */
export function ProductPrice({ product, size, className }: { product: PricedProduct } & Pick<PriceProps, 'size' | 'className'>) {
  return <Price amount={product.discounted_price} regular={product.is_discounted ? product.sale_price : undefined} size={size} className={className} />;
}
