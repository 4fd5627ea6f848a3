import type { Locale } from './types';

/**
 * URLs of the generated SVG art served by the media route (`GET {base}/media/:kind/:file`).
 * `base` is the db's `mediaBaseUrl` (the API base: `/api` in the browser).
 */
export const mediaUrls = {
  product: (base: string, productId: number, index: number) => `${base}/media/products/${productId}-${index}.svg`,
  category: (base: string, categoryId: number) => `${base}/media/categories/${categoryId}.svg`,
  brand: (base: string, brandId: number) => `${base}/media/brands/${brandId}.svg`,
  banner: (base: string, bannerId: number, locale: Locale) => `${base}/media/banners/${bannerId}-${locale}.svg`,
  /** The header's promo image in the request's language (its text is drawn in the picture). */
  topHeader: (base: string, locale: Locale) => (locale === 'ar' ? `${base}/media/banners/top-header-ar.svg` : `${base}/media/banners/top-header.svg`),
  logo: (base: string) => `${base}/media/site/logo.svg`,
  favicon: (base: string) => `${base}/media/site/favicon.svg`,
  paymentMethod: (base: string, code: string) => `${base}/media/payments/${code}.svg`,
  avatar: (base: string, name: string) => `${base}/media/avatars/${encodeURIComponent(name)}.svg`,
};

/** Images per product (gallery positions 0..3). */
export const PRODUCT_IMAGES = 4;
