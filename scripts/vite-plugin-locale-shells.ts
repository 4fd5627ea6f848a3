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
 * Which file answers: the production server (deploy/nginx) and `vite preview` send `/ar` and `/ar/…` to
 * `ar/index.html`, everything else to `index.html`; the development server picks the shell by the address.
 */
const LOCALES = {
  en: { dir: 'ltr', file: 'index.html', fonts: null },
  // Cairo's Arabic faces (src/app/fonts-arabic.ts), preloaded by the Arabic page (decision 029): requested only
  // once text used them, they arrived after the first render on a slow or busy phone, and the text re-flowed
  // in them (CLS up to 0.07 on /ar/). One variable font of 21 kB (decisions 032-lead, 034-lead).
  ar: { dir: 'rtl', file: 'ar/index.html', fonts: /(^|\/)cairo-arabic-wght-400-700-[\w-]+\.woff2$/ },
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

/**
 * The English HTML made into the locale's: language, direction, title, the shell's markup and, in a build,
 * the preloads of the locale's messages (`messagesHref`) and fonts (`fontHrefs`).
 */
export function localeShell(html: string, locale: Locale, name: string, messagesHref?: string, fontHrefs: readonly string[] = []): string {
  const shell =
    `<div id="root"><div class="static-shell" aria-hidden="true">` +
    `<div class="static-shell-bar"><span class="static-shell-name">${escapeHtml(name)}</span></div>` +
    `<div class="static-shell-page"><div class="static-shell-block"></div></div>` +
    `</div></div>`;
  const withRoot = html.replace(/<div id="root">[\s\S]*?<\/div>(?=\s*<script|\s*<\/body>)/, shell);
  if (withRoot === html) throw new Error('index.html has no <div id="root"></div> for the static shell');
  const localised = withRoot
    .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${locale}" dir="${LOCALES[locale].dir}">`)
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(name)}</title>`)
    .replace(LOCALE_PRELOADS, '');
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

/** `/ar` and `/ar/…` (a page, not a file) read `ar/index.html`. */
const arabicPages: Connect.NextHandleFunction = (request, _response, next) => {
  const path = (request.url ?? '/').split('?')[0] ?? '/';
  const query = request.url?.slice(path.length) ?? '';
  if (localeOfPath(path) === 'ar' && !/\.[a-z0-9]+$/i.test(path)) request.url = `/ar/index.html${query}`;
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
        // The build writes English here and the Arabic copy in generateBundle; the dev server answers per address.
        const locale = context.server ? localeOfPath(context.originalUrl ?? '/') : 'en';
        return localeShell(html, locale, shopName(root, locale), context.bundle && messagesChunk(context.bundle, locale, base), context.bundle ? localeFonts(context.bundle, locale, base) : []);
      },
    },
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') return;
      const english = String(index.source);
      const arabic = localeShell(english, 'ar', shopName(root, 'ar'), messagesChunk(bundle, 'ar', base), localeFonts(bundle, 'ar', base));
      this.emitFile({ type: 'asset', fileName: LOCALES.ar.file, source: arabic });
    },
    configurePreviewServer(server) {
      server.middlewares.use(arabicPages);
    },
  };
};
