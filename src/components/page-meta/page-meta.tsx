import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { proxy, useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { useGetPreloadedData } from '../../api/generated/endpoints/preloaded/preloaded';
import { pickTranslated } from '../../i18n/translated';
import { whenIdle } from '../../lib/when-idle';
import { applyPageMeta } from './apply-page-meta';
import { pathWithoutLocale, resolvePageMeta, type PageMetaInput } from './resolve-page-meta';

/**
 * Longest wait for an idle moment before <head> follows the page: the tab's title and the meta only a crawler or
 * a share reads need not be written in the task that draws the page (on a phone's CPU that was ≈ 35 ms of the
 * route change home → shop, written twice: once for the new address, again once the page said its heading).
 */
const HEAD_WAIT_MS = 500;

/** What the page on screen said about itself (one page at a time). */
const pageMetaStore = proxy<{ path: string | null; input: PageMetaInput | null }>({ path: null, input: null });

/**
 * A page's own meta: its heading and, for a record page, the record's meta fields (`recordMeta(product)`).
 * Pages usually get this through `<PageHeader>`; call it directly on a page without one.
 */
export function usePageMeta(input: PageMetaInput) {
  const [location] = useLocation();
  const path = pathWithoutLocale(location);
  const { title, description, keywords, image, heading, type, noindex } = input;
  useEffect(() => {
    pageMetaStore.path = path;
    pageMetaStore.input = { title, description, keywords, image, heading, type, noindex };
    return () => {
      if (pageMetaStore.path === path) {
        pageMetaStore.path = null;
        pageMetaStore.input = null;
      }
    };
  }, [path, title, description, keywords, image, heading, type, noindex]);
}

/** The shop's name from the preloaded settings, in the current language (the catalogue's as a fallback). */
export function useShopName() {
  const intl = useIntl();
  const { data } = useGetPreloadedData({ query: { staleTime: Number.POSITIVE_INFINITY, select: (body) => body.data.settings.general.name } });
  return pickTranslated(data, intl.locale) || intl.formatMessage({ id: 'app.name', defaultMessage: 'Nile Tech & Nutrition' });
}

/**
 * Rendered once by the layout: keeps <head> in step with the page on screen, from the page's own meta,
 * else the preloaded page meta of its URL in the current locale, else the shop's name and description — in the
 * browser's next idle moment after the page is drawn (HEAD_WAIT_MS); a change meanwhile replaces the one waiting.
 */
export function PageMetaHead() {
  const intl = useIntl();
  const [location] = useLocation();
  const path = pathWithoutLocale(location);
  const store = useSnapshot(pageMetaStore);
  const { data } = useGetPreloadedData({ query: { staleTime: Number.POSITIVE_INFINITY, select: (body) => body.data } });
  const input = store.path === path ? store.input : null;
  const shopName = pickTranslated(data?.settings.general.name, intl.locale) || intl.formatMessage({ id: 'app.name', defaultMessage: 'Nile Tech & Nutrition' });
  const shopDescription = pickTranslated(data?.settings.general.description, intl.locale);
  const favicon = data?.settings.general.favicon ?? null;
  const pageMetas = data?.pageMetas;

  useEffect(() => {
    const meta = { path, locale: intl.locale, origin: window.location.origin, pageMetas: pageMetas ?? [], shopName, shopDescription, favicon, input: input ? { ...input } : null };
    return whenIdle(() => applyPageMeta(resolvePageMeta(meta)), HEAD_WAIT_MS);
  }, [path, intl.locale, pageMetas, shopName, shopDescription, favicon, input]);
  return null;
}
