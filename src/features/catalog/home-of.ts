import type { Banner, Brand, Category, HomeResponse, Product } from '../../api/generated/model';
import { dataOf, objectsIn, PRODUCT_KEYS } from '../../api/response-guards';

/**
 * Home's answer as the page reads it. A malformed body, or a list in it that is not one, is ignored silently
 * (spec section 8): that part is empty and its section is left out.
 */
export const homeOf = (body: unknown): HomeResponse['data'] => {
  const data = dataOf(body);
  return {
    banners: objectsIn<Banner>(data.banners, 'image'),
    categories: objectsIn<Category>(data.categories, 'slug', 'title'),
    offers: objectsIn<Product>(data.offers, ...PRODUCT_KEYS),
    bestSellers: objectsIn<Product>(data.bestSellers, ...PRODUCT_KEYS),
    featuredBrands: objectsIn<Brand>(data.featuredBrands, 'slug', 'title'),
  };
};

