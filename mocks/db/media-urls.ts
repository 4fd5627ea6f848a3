import type { Locale } from './types';

/**
 * How the media route serves its pictures: `svg`, the generated drawings as they are (the browser mock, Storybook:
 * no encoder there), or `webp`, the same drawings rendered to pictures once by the standalone server
 * (`mocks/media/webp-pictures.ts`, decision 042). A real shop's photos are raster images, which the browser decodes off
 * the main thread; an SVG in an `<img>` is a document the page's own thread parses, lays out and paints.
 */
export type MediaFormat = 'svg' | 'webp';

/** The file extensions the media route answers (`/media/:kind/:name.:ext`). */
export const MEDIA_EXTENSION = /\.(svg|webp)$/i;

/** URLs of the pictures served by the media route (`GET {base}/media/:kind/:file`). */
export interface MediaUrls {
  product(productId: number, index: number): string;
  category(categoryId: number): string;
  brand(brandId: number): string;
  banner(bannerId: number, locale: Locale): string;
  /** The header's promo image in the request's language (its text is drawn in the picture). */
  topHeader(locale: Locale): string;
  logo(): string;
  /** Always SVG: the tab's icon, never drawn in the page. */
  favicon(): string;
  paymentMethod(code: string): string;
  avatar(name: string): string;
}

/**
 * `base` is the db's media base (the API base: `/api` in the browser, the server's origin on the standalone server);
 * `format` the pictures' extension.
 */
export function mediaUrlsFor(base: string, format: MediaFormat): MediaUrls {
  const at = (kind: string, name: string, extension: MediaFormat = format) => `${base}/media/${kind}/${name}.${extension}`;
  return {
    product: (productId, index) => at('products', `${productId}-${index}`),
    category: (categoryId) => at('categories', String(categoryId)),
    brand: (brandId) => at('brands', String(brandId)),
    banner: (bannerId, locale) => at('banners', `${bannerId}-${locale}`),
    topHeader: (locale) => at('banners', locale === 'ar' ? 'top-header-ar' : 'top-header'),
    logo: () => at('site', 'logo'),
    favicon: () => at('site', 'favicon', 'svg'),
    paymentMethod: (code) => at('payments', code),
    avatar: (name) => at('avatars', encodeURIComponent(name)),
  };
}

/** Images per product (gallery positions 0..3). */
export const PRODUCT_IMAGES = 4;
