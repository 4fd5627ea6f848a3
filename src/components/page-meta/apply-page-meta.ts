import type { ResolvedPageMeta } from './resolve-page-meta';

const MARK = 'data-page-meta';

/**
 * Writes an attribute only when it changes: most of <head> stays the same from one page to the next, and each write
 * costs (a link's `href` is looked at again by the browser).
 */
const setAttribute = (element: Element, name: string, value: string) => {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
};

const upsert = (selector: string, create: () => HTMLElement) => {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.appendChild(element);
  }
  return element;
};

const setMeta = (attribute: 'name' | 'property', key: string, content: string | null) => {
  const selector = `meta[${attribute}="${key}"]`;
  if (!content) {
    document.head.querySelector(selector)?.remove();
    return;
  }
  const element = upsert(selector, () => {
    const meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    meta.setAttribute(MARK, '');
    return meta;
  });
  setAttribute(element, 'content', content);
};

const setLink = (rel: string, href: string | null, hreflang?: string) => {
  const selector = hreflang ? `link[rel="${rel}"][hreflang="${hreflang}"]` : `link[rel="${rel}"]:not([hreflang])`;
  if (!href) return;
  const link = upsert(selector, () => {
    const element = document.createElement('link');
    element.setAttribute('rel', rel);
    if (hreflang) element.setAttribute('hreflang', hreflang);
    element.setAttribute(MARK, '');
    return element;
  });
  setAttribute(link, 'href', href);
};

/** Writes the page's meta into <head>: title, description, keywords, icon, Open Graph and Twitter card tags, canonical and hreflang. */
export const applyPageMeta = (meta: ResolvedPageMeta) => {
  if (document.title !== meta.title) document.title = meta.title;
  setMeta('name', 'description', meta.description);
  setMeta('name', 'keywords', meta.keywords);
  setMeta('property', 'og:title', meta.title);
  setMeta('property', 'og:description', meta.description);
  setMeta('property', 'og:image', meta.image);
  setMeta('property', 'og:url', meta.canonical);
  setMeta('property', 'og:type', meta.ogType);
  setMeta('property', 'og:site_name', meta.siteName);
  setMeta('property', 'og:locale', meta.ogLocale);
  // One alternate per other language (two locales today, so one tag).
  setMeta('property', 'og:locale:alternate', meta.ogLocaleAlternates[0] ?? null);
  setMeta('name', 'twitter:card', meta.twitterCard);
  setMeta('name', 'robots', meta.robots);
  if (meta.icon) {
    const icon = document.head.querySelector('link[rel="icon"]');
    icon?.removeAttribute('type');
    setLink('icon', meta.icon);
  }
  setLink('canonical', meta.canonical);
  for (const alternate of meta.alternates) setLink('alternate', alternate.href, alternate.hreflang);
};
