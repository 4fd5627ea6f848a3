import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyPageMeta } from './apply-page-meta';
import type { ResolvedPageMeta } from './resolve-page-meta';

const faq: ResolvedPageMeta = {
  title: 'Frequently asked questions | Nile Tech & Nutrition',
  description: 'Answers about orders',
  keywords: 'faq',
  image: null,
  icon: 'https://media.example/favicon.png',
  siteName: 'Nile Tech & Nutrition',
  ogType: 'website',
  ogLocale: 'en_US',
  ogLocaleAlternates: ['ar_EG'],
  twitterCard: 'summary',
  canonical: 'https://shop.example/en/faq',
  robots: null,
  alternates: [
    { hreflang: 'en', href: 'https://shop.example/en/faq' },
    { hreflang: 'ar', href: 'https://shop.example/ar/faq' },
  ],
};

afterEach(() => {
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

describe('applyPageMeta', () => {
  it('writes the title, the meta tags, the icon, the canonical address and one alternate per language', () => {
    applyPageMeta(faq);
    expect(document.title).toBe(faq.title);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Answers about orders');
    expect(document.head.querySelector('meta[property="og:locale:alternate"]')?.getAttribute('content')).toBe('ar_EG');
    expect(document.head.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(faq.icon);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(faq.canonical);
    expect(document.head.querySelector('link[rel="alternate"][hreflang="ar"]')?.getAttribute('href')).toBe('https://shop.example/ar/faq');
  });

  it('writes only what changed on the next page: the icon and the unchanged tags are left alone', () => {
    applyPageMeta(faq);
    const writes = vi.spyOn(Element.prototype, 'setAttribute');
    applyPageMeta({ ...faq, title: 'Shop | Nile Tech & Nutrition', canonical: 'https://shop.example/en/shop' });
    const written = writes.mock.contexts.map((element, index) => `${(element as Element).getAttribute('rel') ?? (element as Element).getAttribute('property') ?? (element as Element).getAttribute('name')} ${writes.mock.calls[index]?.[0]}`);
    expect(written.sort()).toEqual(['canonical href', 'og:title content', 'og:url content']);
    expect(document.title).toBe('Shop | Nile Tech & Nutrition');
  });

  it('removes a tag the next page has no value for', () => {
    applyPageMeta({ ...faq, robots: 'noindex, follow' });
    expect(document.head.querySelector('meta[name="robots"]')).not.toBeNull();
    applyPageMeta(faq);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });
});
