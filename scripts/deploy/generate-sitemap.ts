// The demo's sitemap, from the mock's catalogue: `tsx scripts/deploy/generate-sitemap.ts <outDir>` with
// SITE_URL (the public origin, e.g. https://shop.example.com). Writes <outDir>/sitemap.xml (every public
// page in both languages, with hreflang alternates) and adds its `Sitemap:` line to <outDir>/robots.txt.
// A real deployment generates the same file from the real catalogue (see README "Deploying").
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { seedState } from '../../mocks/db/seed';

const STATIC_PAGES = [
  '/',
  '/shop',
  '/categories',
  '/brands',
  '/contact-us',
  '/faq',
  '/track-order',
  '/terms-and-conditions',
  '/privacy-policy',
  '/returns-and-refunds',
  '/shipping-and-delivery',
  '/trade-in-program',
];

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export function sitemapXml(siteUrl: string, now = Date.now()): string {
  const origin = new URL(siteUrl).origin;
  const state = seedState({ now });
  const pages = [
    ...STATIC_PAGES,
    ...state.categories.map((row) => `/categories/${encodeURIComponent(row.slug)}`),
    ...state.brands.map((row) => `/brands/${encodeURIComponent(row.slug)}`),
    ...state.tags.map((row) => `/tags/${encodeURIComponent(row.slug)}`),
    ...state.products.map((row) => `/products/${encodeURIComponent(row.slug)}`),
  ];
  const url = (locale: string, page: string) => escapeXml(`${origin}/${locale}${page}`);
  const entries = pages.flatMap((page) =>
    ['en', 'ar'].map(
      (locale) =>
        `  <url>\n    <loc>${url(locale, page)}</loc>\n` +
        `    <xhtml:link rel="alternate" hreflang="en" href="${url('en', page)}"/>\n` +
        `    <xhtml:link rel="alternate" hreflang="ar" href="${url('ar', page)}"/>\n` +
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${url('en', page)}"/>\n  </url>`,
    ),
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${entries.join('\n')}\n</urlset>\n`
  );
}

if (process.argv[1]?.endsWith('generate-sitemap.ts')) {
  const outDir = process.argv[2] ?? 'dist-prod';
  const siteUrl = process.env.SITE_URL;
  if (!siteUrl) {
    console.error('SITE_URL is not set: a sitemap lists absolute addresses (e.g. SITE_URL=https://shop.example.com).');
    process.exit(1);
  }
  const xml = sitemapXml(siteUrl);
  writeFileSync(join(outDir, 'sitemap.xml'), xml);
  const robotsPath = join(outDir, 'robots.txt');
  const robots = readFileSync(robotsPath, 'utf8').replace(/^Sitemap:.*\n?/gm, '');
  writeFileSync(robotsPath, `${robots.trimEnd()}\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`);
  console.info(`sitemap.xml: ${(xml.match(/<url>/g) ?? []).length} addresses for ${new URL(siteUrl).origin}.`);
}
