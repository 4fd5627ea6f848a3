import { http, HttpResponse } from 'msw';
import { avatarSvg, bannerSvg, brandLogoSvg, categoryImageSvg, productImageSvg, type CategoryArt } from '../media/svg-art';
import { STORE_NAME } from '../db/seed/seed-store';
import type { MockDb } from '../db/create-db';
import { MEDIA_EXTENSION } from '../db/media-urls';
import type { Kit } from './kit';

const PAYMENT_COLORS: Record<string, string> = {
  fawry: '#f59e0b',
  instapay: '#5b21b6',
  vodafone_cash: '#e60000',
  bank_transfer: '#0f4c81',
  orange_cash: '#ea580c',
};
const PAYMENT_NAMES: Record<string, string> = {
  fawry: 'Fawry',
  instapay: 'InstaPay',
  vodafone_cash: 'Vodafone Cash',
  bank_transfer: 'Bank',
  orange_cash: 'Orange Cash',
};
const BRAND_COLOR = '#0e7490';

/** The drawing (SVG) for `/media/:kind/:file` in either format, or null when there is no such picture. */
export function mediaSvg(db: MockDb, kind: string, file: string): string | null {
  const name = file.replace(MEDIA_EXTENSION, '');
  const { state } = db;
  switch (kind) {
    case 'products': {
      const match = /^(\d+)-(\d+)$/.exec(name);
      const product = match ? state.products.find((row) => row.id === Number(match[1])) : undefined;
      if (!match || !product) return null;
      const category = state.categories.find((row) => row.id === product.categoryId);
      const brand = state.brands.find((row) => row.id === product.brandId);
      return productImageSvg({
        art: (category?.art ?? 'accessory') as CategoryArt,
        seed: product.id,
        index: Number(match[2]),
        label: brand?.title.en ?? '',
        brandColor: brand?.color ?? BRAND_COLOR,
      });
    }
    case 'categories': {
      const category = state.categories.find((row) => String(row.id) === name);
      return category ? categoryImageSvg({ art: category.art as CategoryArt, seed: category.id }) : null;
    }
    case 'brands': {
      const brand = state.brands.find((row) => String(row.id) === name);
      return brand ? brandLogoSvg({ name: brand.title.en, color: brand.color }) : null;
    }
    case 'banners': {
      if (name === 'top-header') {
        const body = state.settings.topHeader.body;
        return bannerSvg({ seed: 99, headline: body.en, sub: body.ar, art: 'phone', dir: 'ltr' });
      }
      // The Arabic page's promo image: Arabic text only, laid out right to left (issue 12 point 10).
      if (name === 'top-header-ar') return bannerSvg({ seed: 99, headline: state.settings.topHeader.body.ar, sub: '', art: 'phone', dir: 'rtl' });
      const match = /^(\d+)-(en|ar)$/.exec(name);
      const banner = match ? state.banners.find((row) => row.id === Number(match[1])) : undefined;
      if (!match || !banner) return null;
      const locale = match[2] as 'en' | 'ar';
      return bannerSvg({ seed: banner.id, headline: banner.title[locale], sub: banner.subtitle[locale], art: banner.art as CategoryArt, dir: locale === 'ar' ? 'rtl' : 'ltr' });
    }
    case 'site':
      if (name === 'logo') return brandLogoSvg({ name: STORE_NAME.en, color: BRAND_COLOR });
      if (name === 'favicon') return avatarSvg({ initial: 'N', seed: 7 });
      return null;
    case 'payments':
      return PAYMENT_NAMES[name] ? brandLogoSvg({ name: PAYMENT_NAMES[name], color: PAYMENT_COLORS[name] ?? BRAND_COLOR }) : null;
    case 'avatars': {
      const label = decodeURIComponent(name);
      return avatarSvg({ initial: Array.from(label.trim())[0] ?? '?', seed: Array.from(label).reduce((sum, char) => sum + (char.codePointAt(0) ?? 0), 0) });
    }
    default:
      return null;
  }
}

/**
 * The pictures a server that renders them (the standalone server's WebP) renders once it listens, so that no visit
 * waits for one: every visit's first screen (home's banners, categories and brands in both languages, the header's
 * promo and logo), then each product's first picture (its card's, its page's lead), in catalogue order, `limit` in all.
 */
export function picturesToRenderFirst(db: MockDb, limit: number): string[] {
  const { state, media } = db;
  return [
    media.logo(),
    ...(['en', 'ar'] as const).flatMap((locale) => [media.topHeader(locale), ...state.banners.map((banner) => media.banner(banner.id, locale))]),
    ...state.categories.map((category) => media.category(category.id)),
    ...state.brands.map((brand) => media.brand(brand.id)),
    ...state.products.slice(0, limit).map((product) => media.product(product.id, 0)),
  ].slice(0, limit);
}

const CACHED_FOR_A_YEAR = 'public, max-age=31536000, immutable';

/**
 * `GET {api}/media/:kind/:file`: generated art, cached for a year (it never changes for a URL) — `.svg` the drawing,
 * `.webp` the drawing rendered by `options.renderWebp`.
 */
export function mediaHandlers(kit: Kit) {
  return [
    http.get('*/media/:kind/:file', async ({ request, params }) => {
      // No simulated latency for pictures: the page already waits for the data that names them.
      await kit.prelude(request, { latency: false });
      const kind = String(params.kind);
      const file = String(params.file);
      const svg = mediaSvg(kit.db, kind, file);
      const { renderWebp } = kit.options;
      const notFound = () => HttpResponse.json({ success: false, message: 'Not found.' }, { status: 404 });
      if (svg === null) return notFound();
      if (MEDIA_EXTENSION.exec(file)?.[1]?.toLowerCase() !== 'webp') return new HttpResponse(svg, { status: 200, headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': CACHED_FOR_A_YEAR } });
      if (!renderWebp) return notFound();
      return new HttpResponse(await renderWebp(`${kind}/${file}`, svg), { status: 200, headers: { 'Content-Type': 'image/webp', 'Cache-Control': CACHED_FOR_A_YEAR } });
    }),
  ];
}
