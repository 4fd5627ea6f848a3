import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { leadPageOf, localeShell, pageFile } from './vite-plugin-locale-shells';

const source = readFileSync(resolve(import.meta.dirname, '../index.html'), 'utf8');

describe('localeShell', () => {
  it('gives the Arabic page its language, direction, title and the shop name in the shell', () => {
    const html = localeShell(source, 'ar', 'نايل للتقنية والتغذية');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<title>نايل للتقنية والتغذية</title>');
    expect(html).toMatch(/<div id="root"><div class="static-shell" aria-hidden="true">.*<span class="static-shell-name">نايل للتقنية والتغذية<\/span>/);
    // The entry script stays where it was.
    expect(html).toContain('<script type="module" src="/src/app/main.ts"></script>');
  });

  it('escapes the name and can turn an English page (already with its shell) into the Arabic one', () => {
    const english = localeShell(source, 'en', 'Nile Tech & <Nutrition>');
    expect(english).toContain('<span class="static-shell-name">Nile Tech &amp; &lt;Nutrition&gt;</span>');
    expect(english).toContain('<html lang="en" dir="ltr">');
    const arabic = localeShell(english, 'ar', 'نايل');
    expect(arabic.match(/static-shell-bar/g)).toHaveLength(1);
    expect(arabic).toContain('<span class="static-shell-name">نايل</span>');
  });

  it("preloads the locale's own message catalogue, and only that one", () => {
    const english = localeShell(source, 'en', 'Nile', { messagesHref: '/assets/_precompiled-messages_en-1.js' });
    expect(english).toContain('<link rel="modulepreload" data-messages crossorigin href="/assets/_precompiled-messages_en-1.js">');
    const arabic = localeShell(english, 'ar', 'نايل', { messagesHref: '/assets/_precompiled-messages_ar-2.js' });
    expect(arabic).toContain('href="/assets/_precompiled-messages_ar-2.js"');
    expect(arabic).not.toContain('_precompiled-messages_en');
  });

  it("preloads the locale's fonts as fonts (CORS, as the browser fetches them), and not on the other locale's page", () => {
    const fonts = ['/assets/cairo-arabic-400-normal-a.woff2', '/assets/cairo-arabic-700-normal-b.woff2'];
    const arabic = localeShell(source, 'ar', 'نايل', { messagesHref: '/assets/_precompiled-messages_ar-2.js', fontHrefs: fonts });
    expect(arabic.match(/<link rel="preload" data-font as="font" type="font\/woff2" crossorigin href="[^"]+">/g)).toEqual(
      fonts.map((href) => `<link rel="preload" data-font as="font" type="font/woff2" crossorigin href="${href}">`),
    );
    expect(localeShell(arabic, 'en', 'Nile', { messagesHref: '/assets/_precompiled-messages_en-1.js' })).not.toContain('cairo');
  });

  it("gives home's and a product's page a shell that draws the lead, without the app's large chunk, messages or fonts preloaded; other pages keep them", () => {
    const built = source.replace(
      '</head>',
      '<link rel="modulepreload" crossorigin="" href="/assets/start-requests-1.js">\n<link rel="modulepreload" data-app="" crossorigin="" href="/assets/start-2.js" fetchpriority="low">\n<link rel="preload" data-app="" as="style" href="/assets/start-2.css" fetchpriority="low">\n</head>',
    );
    const page = localeShell(built, 'ar', 'نايل');
    expect(page).toContain('href="/assets/start-2.js"');
    expect(page).toContain('href="/assets/start-2.css"');
    expect(page).not.toContain('data-shell-lead');
    const home = localeShell(built, 'ar', 'نايل', { lead: 'home' });
    expect(home).not.toContain('/assets/start-2.js');
    expect(home).not.toContain('/assets/start-2.css');
    expect(home).toContain('href="/assets/start-requests-1.js"');
    expect(home).toMatch(/<div class="static-shell" aria-hidden="true" data-shell-lead="home">.*<div class="static-shell-block"><div class="static-shell-art"><\/div>/);
    // Apart from those two, the same page.
    expect(home.replace(' data-shell-lead="home"', '')).toBe(page.replace(/\n<link [^>]*data-app[^>]*>/g, ''));
    // Nor the messages and fonts: start-up asks for them with the large chunk, after the pictures.
    const withPreloads = { messagesHref: '/assets/_precompiled-messages_ar-2.js', fontHrefs: ['/assets/cairo-arabic-wght-400-700-3.woff2'] };
    expect(localeShell(built, 'ar', 'نايل', withPreloads)).toContain('data-font');
    expect(localeShell(built, 'ar', 'نايل', { ...withPreloads, lead: 'home' })).toBe(home);
    // A product's: the breadcrumbs' line, then the gallery's stage, which takes the picture.
    const product = localeShell(built, 'ar', 'نايل', { lead: 'product' });
    expect(product).not.toContain('/assets/start-2.js');
    expect(product).toMatch(
      /data-shell-lead="product">.*<div class="static-shell-page"><div class="static-shell-crumbs"><\/div><div class="static-shell-product"><div class="static-shell-stage static-shell-art"><\/div><\/div><\/div>/,
    );
  });

  it('gives the shop a shell with its first row of cards, each a box for a picture', () => {
    const shop = localeShell(source, 'en', 'Nile', { lead: 'shop' });
    expect(shop).toContain('data-shell-lead="shop"');
    expect(shop.match(/<div class="static-shell-card"><div class="static-shell-card-media static-shell-art"><\/div><\/div>/g)).toHaveLength(4);
  });

  it('sends home, the shop and a product, in either locale, to their own page; every other address to the locale\'s page', () => {
    expect(['/en', '/en/', '/ar', '/ar/'].map(leadPageOf)).toEqual(['home', 'home', 'home', 'home']);
    expect(['/en/products/whey-gold', '/ar/products/whey-gold/'].map(leadPageOf)).toEqual(['product', 'product']);
    expect(['/en/shop', '/ar/shop/'].map(leadPageOf)).toEqual(['shop', 'shop']);
    for (const path of ['/', '/en/shopping', '/en/categories/phones', '/en/products', '/en/products/', '/en/products/a/b', '/de/', '/ar/categories/phones']) {
      expect(leadPageOf(path), path).toBeUndefined();
    }
    expect([pageFile('en'), pageFile('ar'), pageFile('en', 'product'), pageFile('ar', 'home')]).toEqual(['index.html', 'ar/index.html', 'product.html', 'ar/home.html']);
  });

  it('refuses a page without the root element rather than shipping one without a shell', () => {
    expect(() => localeShell('<html lang="en" dir="ltr"><body></body></html>', 'en', 'x')).toThrow(/root/);
  });
});
