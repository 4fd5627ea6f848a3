import type { Connect, Plugin, Rolldown } from 'vite';
import { chunkWithModule, isShopPage, LEAD_PAGES, readCatalogue, type LeadPage } from './vite-build-output.ts';
import { messagesModuleId } from './vite-plugin-precompiled-messages.ts';

/**
 * A static shell per locale (decision 024): `index.html` (English) and `ar/index.html` (Arabic,
 * `lang="ar" dir="rtl"`) carry the page's language, its title and a header bar with the shop's name inside
 * `#root` (styles: src/app/shell/static-shell-css.ts, in the entry's stylesheet), so the first paint needs the
 * HTML and one small stylesheet, not the scripts, the messages and the shop's settings. React replaces it.
 *
 * Home, the shop and the product page have a page of their own per locale (`home.html`, `shop.html`,
 * `product.html` and their `ar/` copies; decisions 034, 035): their shell has the page's first block as
 * the app draws it, draws the page's lead pictures in it as soon as start-up has their addresses
 * (src/app/shell/shell-lead.ts), and the app's large chunk is not preloaded there — it is asked for once those
 * pictures are on screen, so the phone's line carries them first.
 *
 * Which file answers: the production server (deploy/nginx) and `vite preview` send home (`/en/`, `/ar/`), the shop
 * (`/en/shop`) and a product (`/en/products/{slug}`) to their locale's page, the rest of `/ar` and `/ar/…` to
 * `ar/index.html`, everything else to `index.html`; the development server picks the shell by the address.
 */
const LOCALES = {
  en: { dir: 'ltr', folder: '', fonts: null },
  // Cairo's Arabic faces (src/app/fonts-arabic.ts), preloaded by the Arabic page (decision 025): requested only
  // once text used them, they arrived after the first render on a slow or busy phone, and the text re-flowed
  // in them (CLS up to 0.07 on /ar/). One variable font of 21 kB (decisions 028, 030).
  ar: { dir: 'rtl', folder: 'ar/', fonts: /(^|\/)cairo-arabic-wght-400-700-[\w-]+\.woff2$/ },
} as const;
type Locale = keyof typeof LOCALES;

/** A product card's frame in the shop's first row: its picture's square box, which takes a lead picture. */
const SHELL_CARD = '<div class="static-shell-card"><div class="static-shell-card-media static-shell-art"></div></div>';

/**
 * The lead pages' shells (LEAD_PAGES, vite-build-output.ts): the addresses they answer (under a locale) and the
 * page's first block, as the app draws it (static-shell-css.ts); each `.static-shell-art` takes a picture, in order. Home: the
 * banner's box (on phones with the carousel's control strip under it). A product: the breadcrumbs' line, then the
 * gallery's square stage (beside the details on wider screens). The shop: the breadcrumbs' line, the heading, the
 * filters' column (wider screens), the toolbar and the first row of cards.
 */
const LEAD_PAGE_SHELLS: Record<LeadPage, { path: RegExp; block: string }> = {
  home: {
    path: /^\/(en|ar)\/?$/,
    block: '<div class="static-shell-block"><div class="static-shell-art"></div></div>',
  },
  product: {
    path: /^\/(en|ar)\/products\/[^/]+\/?$/,
    block: '<div class="static-shell-crumbs"></div><div class="static-shell-product"><div class="static-shell-stage static-shell-art"></div></div>',
  },
  shop: {
    path: /^\/(en|ar)\/shop\/?$/,
    block:
      '<div class="static-shell-crumbs"></div><div class="static-shell-heading"></div><div class="static-shell-listing">' +
      `<div class="static-shell-filters"></div><div class="static-shell-results"><div class="static-shell-toolbar"></div><div class="static-shell-cards">${SHELL_CARD.repeat(4)}</div></div>` +
      '</div>',
  },
};

/** Every other page's block: the home banner's box, without a picture. */
const PLAIN_BLOCK = LEAD_PAGE_SHELLS.home.block;

/** The file a locale's page is written to: `index.html`, or the lead page's own (`product.html`, `ar/home.html`). */
export const pageFile = (locale: Locale, lead?: LeadPage) => `${LOCALES[locale].folder}${lead ?? 'index'}.html`;

/** The lead page an address (no query) opens, if any. */
export const leadPageOf = (path: string): LeadPage | undefined => LEAD_PAGES.find((lead) => LEAD_PAGE_SHELLS[lead].path.test(path));

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const shopName = (root: string, locale: Locale): string => {
  const name = readCatalogue(root, locale)['app.name'];
  if (!name) throw new Error(`locales/${locale}.json has no app.name for the static shell`);
  return name;
};

/** The preloads a locale's page adds: its message catalogue (start-up awaits it) and its fonts. */
const LOCALE_PRELOADS = /\s*<link rel="(?:modulepreload|preload)" data-(?:messages|font) [^>]*>/g;
const messagesPreload = (href: string) => `<link rel="modulepreload" data-messages crossorigin href="${href}">`;
const fontPreload = (href: string) => `<link rel="preload" data-font as="font" type="font/woff2" crossorigin href="${href}">`;
/** The large start chunk's preloads (build/vite-plugin-preload-start.ts), which a lead page goes without. */
const APP_PRELOADS = /\s*<link rel="(?:modulepreload|preload)" data-app\b[^>]*>/g;

/**
 * The shell's markup: the header's boxes as the app draws them with a top banner and the category strip (the
 * strip on wider screens only; src/app/shell/static-shell-css.ts), the shop's name, and the page's first block. On a
 * lead page the block is that page's and takes its lead picture once its address is known.
 */
const shellMarkup = (name: string, lead: LeadPage | undefined) =>
  `<div id="root"><div class="static-shell" aria-hidden="true"${lead ? ` data-shell-lead="${lead}"` : ''}>` +
  `<div class="static-shell-header"><div class="static-shell-banner"></div>` +
  `<div class="static-shell-bar"><span class="static-shell-name">${escapeHtml(name)}</span></div>` +
  `<div class="static-shell-strip"></div></div>` +
  `<div class="static-shell-page">${lead ? LEAD_PAGE_SHELLS[lead].block : PLAIN_BLOCK}</div>` +
  `</div></div>`;

export interface LocaleShellOptions {
  /** The locale's message catalogue, preloaded (a build). */
  messagesHref?: string;
  /** The locale's fonts, preloaded (a build). */
  fontHrefs?: readonly string[];
  /**
   * A lead page (home, the shop, a product): its shell draws the page's lead pictures. Nothing but what leads to them
   * is preloaded: not the app's large chunk, nor the messages and fonts, which start-up asks for with that chunk
   * once the pictures are on screen (src/app/start-requests.ts).
   */
  lead?: LeadPage;
}

/** The English HTML made into the locale's: language, direction, title, the shell's markup and its preloads. */
export function localeShell(html: string, locale: Locale, name: string, { messagesHref, fontHrefs = [], lead }: LocaleShellOptions = {}): string {
  const withRoot = html.replace(/<div id="root">[\s\S]*?<\/div>(?=\s*<script|\s*<\/body>)/, shellMarkup(name, lead));
  if (withRoot === html) throw new Error('index.html has no <div id="root"></div> for the static shell');
  const localised = withRoot
    .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${locale}" dir="${LOCALES[locale].dir}">`)
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(name)}</title>`)
    .replace(LOCALE_PRELOADS, '')
    .replace(APP_PRELOADS, (link) => (lead ? '' : link));
  const preloads = lead ? [] : [...(messagesHref ? [messagesPreload(messagesHref)] : []), ...fontHrefs.map(fontPreload)];
  return preloads.length ? localised.replace(/\s*<\/head>/, (end) => `${preloads.map((link) => `\n    ${link}`).join('')}${end}`) : localised;
}

/** The built chunk of a locale's catalogue (build/vite-plugin-precompiled-messages.ts), as a URL. */
const messagesChunk = (bundle: Rolldown.OutputBundle, locale: Locale, base: string): string =>
  `${base}${chunkWithModule(bundle, messagesModuleId(locale), `the ${locale} messages`).fileName}`;

/** The built font files a locale's page preloads, as URLs. */
const localeFonts = (bundle: Rolldown.OutputBundle, locale: Locale, base: string): string[] => {
  const { fonts } = LOCALES[locale];
  if (!fonts) return [];
  const files = Object.keys(bundle).filter((fileName) => fonts.test(fileName));
  if (files.length === 0) throw new Error(`No font file of the ${locale} page in the build (${fonts})`);
  return files.sort().map((fileName) => `${base}${fileName}`);
};

const localeOfPath = (path: string): Locale => (/^\/ar(\/|$)/.test(path) ? 'ar' : 'en');

/** A lead page reads its locale's own file (`ar/product.html`); `/ar/…` (a page, not a file) reads `ar/index.html`. */
const localePages: Connect.NextHandleFunction = (request, _response, next) => {
  const path = (request.url ?? '/').split('?')[0] ?? '/';
  const query = request.url?.slice(path.length) ?? '';
  const locale = localeOfPath(path);
  const lead = leadPageOf(path);
  if (lead) request.url = `/${pageFile(locale, lead)}${query}`;
  else if (locale === 'ar' && !/\.[a-z0-9]+$/i.test(path)) request.url = `/${pageFile('ar')}${query}`;
  next();
};

export const localeShells = (): Plugin => {
  let root = process.cwd();
  let base = '/';
  return {
    name: 'storefront:locale-shells',
    // After Vite's own HTML plugin, whose generateBundle emits index.html.
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        // Only the shop's own page: Storybook and the browser test runner serve pages of their own.
        if (!isShopPage(context.filename, root)) return html;
        // The build writes English here and the other pages in generateBundle; the dev server answers per address.
        if (context.server) {
          const path = (context.originalUrl ?? '/').split('?')[0] ?? '/';
          const locale = localeOfPath(path);
          return localeShell(html, locale, shopName(root, locale), { lead: leadPageOf(path) });
        }
        const bundle = context.bundle;
        return localeShell(html, 'en', shopName(root, 'en'), bundle && { messagesHref: messagesChunk(bundle, 'en', base), fontHrefs: localeFonts(bundle, 'en', base) });
      },
    },
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') return;
      const english = String(index.source);
      for (const locale of ['en', 'ar'] as const) {
        const options = { messagesHref: messagesChunk(bundle, locale, base), fontHrefs: localeFonts(bundle, locale, base) };
        const name = shopName(root, locale);
        if (locale === 'ar') this.emitFile({ type: 'asset', fileName: pageFile(locale), source: localeShell(english, locale, name, options) });
        for (const lead of LEAD_PAGES) {
          this.emitFile({ type: 'asset', fileName: pageFile(locale, lead), source: localeShell(english, locale, name, { ...options, lead }) });
        }
      }
    },
    configurePreviewServer(server) {
      server.middlewares.use(localePages);
    },
  };
};
