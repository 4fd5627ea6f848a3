import type { PageMeta } from '../../api/generated/model';
import { pickTranslated } from '../../i18n/translated';
import { SUPPORTED_LOCALES, DEFAULT_LOCALE } from '../../i18n/locales';

/** What a page knows about itself: a record's meta fields (they win) and its heading (the last resort). */
export interface PageMetaInput {
  title?: string | null;
  description?: string | null;
  keywords?: string | null;
  image?: string | null;
  /** The page's visible heading: the title when neither the record nor the preloaded metas give one. */
  heading?: string | null;
  /** Open Graph type: `product` on a product page, else `website`. */
  type?: 'website' | 'product' | null;
  /** Keep the page out of search engines' indexes (its links are still followed): the search results page. */
  noindex?: boolean | null;
}

export interface ResolvedPageMeta {
  title: string;
  description: string;
  keywords: string;
  /** Absolute, as Open Graph requires. */
  image: string | null;
  icon: string | null;
  siteName: string;
  ogType: 'website' | 'product';
  /** `en_EG` / `ar_EG`, and the other language's as the alternate. */
  ogLocale: string;
  ogLocaleAlternates: string[];
  /** A large image card when the page has an image, else the plain summary. */
  twitterCard: 'summary' | 'summary_large_image';
  canonical: string;
  /** `noindex, follow` for pages kept out of indexes; null (no robots tag) for the rest. */
  robots: string | null;
  alternates: { hreflang: string; href: string }[];
}

export interface ResolveContext {
  /** The address without the locale prefix, e.g. `/contact-us` (query and hash ignored). */
  path: string;
  locale: string;
  origin: string;
  pageMetas: readonly PageMeta[];
  shopName: string;
  shopDescription: string;
  favicon: string | null;
  input: PageMetaInput | null;
}

/** `/en/faq?x=1` or `/faq/` → `/faq`; the home page stays `/`. */
export const pathWithoutLocale = (pathname: string) => {
  const bare = pathname.split(/[?#]/)[0] ?? '/';
  const segments = bare.split('/').filter(Boolean);
  if ((SUPPORTED_LOCALES as readonly string[]).includes(segments[0] ?? '')) segments.shift();
  return `/${segments.join('/')}`;
};

/** The record's `meta_*` fields as page meta input; product pages add their tag titles to the keywords. */
export const recordMeta = (
  record: { meta_title?: string | null; meta_description?: string | null; meta_keywords?: string | null; meta_image?: string | null },
  extraKeywords: readonly string[] = [],
): PageMetaInput => ({
  title: record.meta_title,
  description: record.meta_description,
  keywords: [record.meta_keywords, ...extraKeywords].filter((word): word is string => Boolean(word && word.trim())).join(', ') || null,
  image: record.meta_image,
});

/** Open Graph locale of a shop locale: the shop sells in Egypt. */
export const ogLocaleOf = (locale: string) => `${locale}_EG`;

const withShopName = (title: string, shopName: string) =>
  !shopName || !title || title.includes(shopName) ? title || shopName : `${title} | ${shopName}`;

/**
 * Spec section 2: description, title, keywords and icon from the preloaded page meta of the page's URL in
 * the current locale, or from a record's meta fields; hreflang alternates for en/ar and a canonical link.
 */
export const resolvePageMeta = (ctx: ResolveContext): ResolvedPageMeta => {
  const path = pathWithoutLocale(ctx.path);
  const preloaded = ctx.pageMetas.find((meta) => pathWithoutLocale(meta.page_url) === path);
  const input = ctx.input ?? {};
  const title = input.title || pickTranslated(preloaded?.title, ctx.locale) || input.heading || '';
  const suffix = path === '/' ? '' : path;
  const href = (locale: string) => `${ctx.origin}/${locale}${suffix || '/'}`;
  const image = input.image || preloaded?.image || null;
  return {
    title: withShopName(title, ctx.shopName),
    description: input.description || pickTranslated(preloaded?.description, ctx.locale) || ctx.shopDescription,
    keywords: input.keywords || preloaded?.keywords || '',
    image: image ? new URL(image, ctx.origin).href : null,
    icon: ctx.favicon,
    siteName: ctx.shopName,
    ogType: input.type ?? 'website',
    ogLocale: ogLocaleOf(ctx.locale),
    ogLocaleAlternates: SUPPORTED_LOCALES.filter((locale) => locale !== ctx.locale).map(ogLocaleOf),
    twitterCard: image ? 'summary_large_image' : 'summary',
    canonical: href(ctx.locale),
    robots: input.noindex ? 'noindex, follow' : null,
    alternates: [
      ...SUPPORTED_LOCALES.map((locale) => ({ hreflang: locale, href: href(locale) })),
      { hreflang: 'x-default', href: href(DEFAULT_LOCALE) },
    ],
  };
};
