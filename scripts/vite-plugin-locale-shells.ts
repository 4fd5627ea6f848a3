import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Connect, Plugin, Rolldown } from 'vite';
import { chunkWithModule, isShopPage } from './vite-build-output.ts';
import { messagesModuleId } from './vite-plugin-precompiled-messages.ts';

/**
 * A static shell per locale (decision 028-lead): `index.html` (English) and `ar/index.html` (Arabic,
 * `lang="ar" dir="rtl"`) carry the page's language, its title and a header bar with the shop's name inside
 * `#root` (styles: src/app/shell/static-shell.css, in the entry's stylesheet), so the first paint needs the
 * HTML and one small stylesheet, not the scripts, the messages and the shop's settings. React replaces it.
 *
 * Home has a page of its own per locale (`home.html`, `ar/home.html`, decision 038-lead): its shell draws home's
 * lead banner as soon as start-up has its address (src/app/shell/shell-lead.ts), and the app's large chunk is not
 * preloaded there — it is asked for once that image is on screen, so the phone's line carries the banner first.
 *
 * Which file answers: the production server (deploy/nginx) and `vite preview` send home (`/en/`, `/ar/`) to its
 * locale's `home.html`, the rest of `/ar` and `/ar/…` to `ar/index.html`, everything else to `index.html`; the
 * development server picks the shell by the address.
 */
const LOCALES = {
  en: { dir: 'ltr', file: 'index.html', home: 'home.html', fonts: null },
  // Cairo's Arabic faces (src/app/fonts-arabic.ts), preloaded by the Arabic page (decision 029): requested only
  // once text used them, they arrived after the first render on a slow or busy phone, and the text re-flowed
  // in them (CLS up to 0.07 on /ar/). One variable font of 21 kB (decisions 032-lead, 034-lead).
  ar: { dir: 'rtl', file: 'ar/index.html', home: 'ar/home.html', fonts: /(^|\/)cairo-arabic-wght-400-700-[\w-]+\.woff2$/ },
} as const;
type Locale = keyof typeof LOCALES;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const shopName = (root: string, locale: Locale): string => {
  const messages = JSON.parse(readFileSync(resolve(root, `locales/${locale}.json`), 'utf8')) as Record<string, string>;
  const name = messages['app.name'];
  if (!name) throw new Error(`locales/${locale}.json has no app.name for the static shell`);
  return name;
};

/** The preloads a locale's page adds: its message catalogue (start-up awaits it) and its fonts. */
const LOCALE_PRELOADS = /\s*<link rel="(?:modulepreload|preload)" data-(?:messages|font) [^>]*>/g;
const messagesPreload = (href: string) => `<link rel="modulepreload" data-messages crossorigin href="${href}">`;
const fontPreload = (href: string) => `<link rel="preload" data-font as="font" type="font/woff2" crossorigin href="${href}">`;
/** The large start chunk's preloads (scripts/vite-plugin-preload-start.ts), which home's page goes without. */
const APP_PRELOADS = /\s*<link rel="modulepreload" data-app\b[^>]*>/g;

/**
 * The shell's markup: the header's boxes as the app draws them with a top banner and the category strip (the
 * strip on wider screens only; src/app/shell/static-shell.css), the shop's name, and the page's first block in
 * the home banner's box. On home's page (`lead`) the block takes home's lead banner once its address is known.
 */
const shellMarkup = (name: string, lead: boolean) =>
  `<div id="root"><div class="static-shell" aria-hidden="true"${lead ? ' data-shell-lead' : ''}>` +
  `<div class="static-shell-header"><div class="static-shell-banner"></div>` +
  `<div class="static-shell-bar"><span class="static-shell-name">${escapeHtml(name)}</span></div>` +
  `<div class="static-shell-strip"></div></div>` +
  `<div class="static-shell-page"><div class="static-shell-block"><div class="static-shell-art"></div></div></div>` +
  `</div></div>`;

export interface LocaleShellOptions {
  /** The locale's message catalogue, preloaded (a build). */
  messagesHref?: string;
  /** The locale's fonts, preloaded (a build). */
  fontHrefs?: readonly string[];
  /** Home's page: its shell draws the lead banner, and the app's large chunk is not preloaded. */
  home?: boolean;
}

/** The English HTML made into the locale's: language, direction, title, the shell's markup and its preloads. */
export function localeShell(html: string, locale: Locale, name: string, { messagesHref, fontHrefs = [], home = false }: LocaleShellOptions = {}): string {
  const withRoot = html.replace(/<div id="root">[\s\S]*?<\/div>(?=\s*<script|\s*<\/body>)/, shellMarkup(name, home));
  if (withRoot === html) throw new Error('index.html has no <div id="root"></div> for the static shell');
  const localised = withRoot
    .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${locale}" dir="${LOCALES[locale].dir}">`)
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(name)}</title>`)
    .replace(LOCALE_PRELOADS, '')
    .replace(APP_PRELOADS, (link) => (home ? '' : link));
  const preloads = [...(messagesHref ? [messagesPreload(messagesHref)] : []), ...fontHrefs.map(fontPreload)];
  return preloads.length ? localised.replace(/\s*<\/head>/, (end) => `${preloads.map((link) => `\n    ${link}`).join('')}${end}`) : localised;
}

/** The built chunk of a locale's catalogue (scripts/vite-plugin-precompiled-messages.ts), as a URL. */
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
/** Home's addresses: `/en`, `/en/`, `/ar`, `/ar/`. */
const isHome = (path: string) => /^\/(en|ar)\/?$/.test(path);

/** Home reads its locale's `home.html`; `/ar/…` (a page, not a file) reads `ar/index.html`. */
const localePages: Connect.NextHandleFunction = (request, _response, next) => {
  const path = (request.url ?? '/').split('?')[0] ?? '/';
  const query = request.url?.slice(path.length) ?? '';
  const locale = localeOfPath(path);
  if (isHome(path)) request.url = `/${LOCALES[locale].home}${query}`;
  else if (locale === 'ar' && !/\.[a-z0-9]+$/i.test(path)) request.url = `/${LOCALES.ar.file}${query}`;
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
          return localeShell(html, locale, shopName(root, locale), { home: isHome(path) });
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
        if (locale === 'ar') this.emitFile({ type: 'asset', fileName: LOCALES.ar.file, source: localeShell(english, locale, name, options) });
        this.emitFile({ type: 'asset', fileName: LOCALES[locale].home, source: localeShell(english, locale, name, { ...options, home: true }) });
      }
    },
    configurePreviewServer(server) {
      server.middlewares.use(localePages);
    },
  };
};
