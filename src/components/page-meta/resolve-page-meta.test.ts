import { describe, expect, it } from 'vitest';
import type { PageMeta } from '../../api/generated/model';
import { applyPageMeta } from './apply-page-meta';
import { pathWithoutLocale, recordMeta, resolvePageMeta, type ResolveContext } from './resolve-page-meta';

const faqMeta: PageMeta = {
  page_url: '/faq',
  title: { en: 'Frequently asked questions', ar: 'الأسئلة الشائعة' },
  description: { en: 'Answers about orders', ar: 'إجابات عن الطلبات' },
  keywords: 'faq, help',
  image: '/media/logo.svg',
};

const base: ResolveContext = {
  path: '/faq',
  locale: 'en',
  origin: 'https://shop.example',
  pageMetas: [faqMeta],
  shopName: 'Nile Tech',
  shopDescription: 'Electronics and supplements',
  favicon: '/media/favicon.svg',
  input: null,
};

describe('pathWithoutLocale', () => {
  it('drops the locale, the query and a trailing slash', () => {
    expect(pathWithoutLocale('/en/faq?x=1')).toBe('/faq');
    expect(pathWithoutLocale('/ar/profile/orders/')).toBe('/profile/orders');
    expect(pathWithoutLocale('/ar/')).toBe('/');
    expect(pathWithoutLocale('/faq')).toBe('/faq');
  });
});

describe('resolvePageMeta', () => {
  it('takes the preloaded page meta of the URL in the current locale', () => {
    const meta = resolvePageMeta({ ...base, locale: 'ar' });
    expect(meta.title).toBe('الأسئلة الشائعة | Nile Tech');
    expect(meta.description).toBe('إجابات عن الطلبات');
    expect(meta.keywords).toBe('faq, help');
    expect(meta.icon).toBe('/media/favicon.svg');
  });

  it("prefers a record's meta fields", () => {
    const input = recordMeta({ meta_title: 'Galaxy S25', meta_description: 'A phone', meta_keywords: 'phone', meta_image: '/p.svg' }, ['5G', 'Android']);
    const meta = resolvePageMeta({ ...base, path: '/products/galaxy', input });
    expect(meta).toMatchObject({ title: 'Galaxy S25 | Nile Tech', description: 'A phone', keywords: 'phone, 5G, Android', image: 'https://shop.example/p.svg' });
  });

  it('falls back to the page heading and the shop description', () => {
    const meta = resolvePageMeta({ ...base, path: '/profile/addresses', input: { heading: 'Addresses' } });
    expect(meta.title).toBe('Addresses | Nile Tech');
    expect(meta.description).toBe('Electronics and supplements');
    expect(meta.keywords).toBe('');
  });

  it('does not repeat the shop name', () => {
    expect(resolvePageMeta({ ...base, path: '/', input: null }).title).toBe('Nile Tech');
    expect(resolvePageMeta({ ...base, input: { title: 'Nile Tech | Home' } }).title).toBe('Nile Tech | Home');
  });

  it('links the canonical address and the en/ar alternates', () => {
    const meta = resolvePageMeta({ ...base, locale: 'ar' });
    expect(meta.canonical).toBe('https://shop.example/ar/faq');
    expect(meta.alternates).toEqual([
      { hreflang: 'en', href: 'https://shop.example/en/faq' },
      { hreflang: 'ar', href: 'https://shop.example/ar/faq' },
      { hreflang: 'x-default', href: 'https://shop.example/en/faq' },
    ]);
    expect(resolvePageMeta({ ...base, path: '/' }).canonical).toBe('https://shop.example/en/');
  });
});

describe('Open Graph and Twitter card', () => {
  const og = () =>
    Object.fromEntries(
      [...document.head.querySelectorAll('meta[property^="og:"], meta[name^="twitter:"]')].map((meta) => [meta.getAttribute('property') ?? meta.getAttribute('name'), meta.getAttribute('content')]),
    );

  it('marks a product page as a product with its image, absolute, and a large image card', () => {
    applyPageMeta(resolvePageMeta({ ...base, path: '/en/products/galaxy', input: { title: 'Galaxy S25', description: 'A phone', image: '/media/galaxy.jpg', type: 'product' } }));
    expect(og()).toEqual({
      'og:title': 'Galaxy S25 | Nile Tech',
      'og:description': 'A phone',
      'og:image': 'https://shop.example/media/galaxy.jpg',
      'og:url': 'https://shop.example/en/products/galaxy',
      'og:type': 'product',
      'og:site_name': 'Nile Tech',
      'og:locale': 'en_EG',
      'og:locale:alternate': 'ar_EG',
      'twitter:card': 'summary_large_image',
    });
  });

  it('gives any other page the website type, in Arabic ar_EG, and a plain summary card without an image', () => {
    applyPageMeta(resolvePageMeta({ ...base, locale: 'ar', path: '/profile/addresses', input: { heading: 'العناوين' } }));
    expect(og()).toMatchObject({ 'og:type': 'website', 'og:locale': 'ar_EG', 'og:locale:alternate': 'en_EG', 'og:url': 'https://shop.example/ar/profile/addresses', 'twitter:card': 'summary' });
    expect(og()).not.toHaveProperty('og:image');
  });
});
