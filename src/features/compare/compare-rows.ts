import type { Product } from '../../api/generated/model';

/** The specs every compared product has, in the first product's order (spec: 'plus the specs the products share'). */
export const sharedSpecs = (products: readonly Pick<Product, 'specs'>[]) => {
  const [first, ...rest] = products;
  if (!first?.specs) return [];
  return first.specs.filter((spec) => rest.every((product) => product.specs?.some((other) => other.key === spec.key)));
};
