import { describe, expect, it } from 'vitest';
import type { PageMeta } from '../../api/generated/model';
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
    expect(meta).toMatchObject({ title: 'Galaxy S25 | Nile Tech', description: 'A phone', keywords: 'phone, 5G, Android', image: '/p.svg' });
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
