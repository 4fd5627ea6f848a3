import type { QueryClient } from '@tanstack/react-query';
import { parse } from 'regexparam';
import { matchRoute, type AroundNavHandler, type Parser } from 'wouter';
import { setLinkPreloader } from '../../components/routing/link-preloader';
import { isLocale } from '../../i18n/locales';
import { rightAfterNextPaint } from '../../lib/after-next-paint';
import type { LazyPage } from './lazy-page';
import { pageChunk } from './page-chunks';
import type { PageDeclaration, PageParams } from './page-declaration';
import { pages } from './pages';

/** A declared page with its chunk. */
export type PageRoute = PageDeclaration & { chunk: Pick<LazyPage, 'preload'> };

/** The app's pages, each with its chunk: what the router draws and what links, navigations and start-up ask for. */
export const routes: readonly (PageDeclaration & { chunk: LazyPage })[] = pages.map((page) => ({ ...page, chunk: pageChunk(page) }));

/**
 * Longest wait of a held navigation for its data and chunk, from when they are asked for: past it, the address
 * changes and the page shows what it shows while its data is on its way (a listing its previous results, busy;
 * another page its skeletons). Within INP's "good" 200 ms (decisions 040, 044).
 */
export const NAVIGATION_HOLD_MS = 200;

/** The page an address under the locale (no query) leads to, with its parameters. */
export function pageAt(path: string, parser: Parser = parse, table: readonly PageRoute[] = routes): { route: PageRoute; params: PageParams } | undefined {
  for (const route of table) {
    const [matches, params] = matchRoute(parser, route.path, path);
    if (matches) return { route, params: params ?? {} };
  }
  return undefined;
}

/** A page's chunk, asked for once; settles (never rejects) when it has arrived or failed. */
export const loadChunk = (route: PageRoute) => route.chunk.preload().catch(() => undefined);

/** The page a link's address (under the locale, with its query and fragment) leads to, with its query. */
function pageOfLink(href: string, parser: Parser, table: readonly PageRoute[]) {
  const [address = href] = href.split('#');
  const [path = address, search = ''] = address.split('?');
  const found = pageAt(path, parser, table);
  return found && { ...found, search };
}

/** The chunk and the data (its loader) of the page an address under the locale leads to; settles (never rejects) once both have. */
export function prefetchPage(href: string, queryClient: QueryClient, parser: Parser, table: readonly PageRoute[] = routes): Promise<void> {
  const found = pageOfLink(href, parser, table);
  if (!found) return Promise.resolve();
  const data = found.route.loader?.(found.params, queryClient, found.search).catch(() => undefined);
  return Promise.all([loadChunk(found.route), data]).then(() => undefined);
}

/** Only the chunk of the page an address under the locale leads to: a link on screen (decision 039). */
export function preloadPageChunk(href: string, parser: Parser, table: readonly PageRoute[] = routes) {
  const found = pageOfLink(href, parser, table);
  if (found) void loadChunk(found.route);
}

// Links (components/routing/prefetch-link.tsx) ask for their page through these: components cannot import the app.
setLinkPreloader({ intent: prefetchPage, seen: preloadPageChunk });

/** Whether a full address is the current page's, its query aside (paths compared as the browser encodes them). */
const isCurrentPage = (address: string) => new URL(address, window.location.href).pathname === window.location.pathname;

/**
 * Whether wouter's `Link` asked for the navigation: it passes its own props, `href` among them, as the navigation's
 * options; `navigate` calls made by the app pass `replace` or nothing.
 */
const isLinkClick = (options: unknown) => typeof options === 'object' && options !== null && 'href' in options;

/**
 * Wraps every in-app navigation (links and `navigate`, wouter's `aroundNav`): the next page's chunk and its data are
 * asked for together, before the address changes, so the data does not wait for the chunk (a link pointed at may
 * already have them). Two kinds wait for them, at most NAVIGATION_HOLD_MS, so the page they open is drawn once, with
 * its data:
 * - a change of the current page's query only (a listing's filters, sort or page): instead of the listing drawn with
 *   the previous results and again a moment later (decision 040). The listing shows the change on its way to its
 *   controls meanwhile (`useShopFilters`);
 * - a link to another page: instead of the next page drawn with skeletons, then again with its data (decision 044).
 * A held navigation asks for the chunk and the data in the task after the press's own frame (decision 071), and even
 * with both in already changes the address only then (the ticked box, the chosen sort): neither the request nor the
 * next page's render is part of the press's next paint, which is what INP times (decision 069).
 * A held navigation is dropped when another navigation starts or the address changes meanwhile (Back pressed): the
 * last one wins. What the app navigates to itself opens at once: a navigation that follows an action (an order
 * placed, a sign-in) must not leave its page clickable for a moment after. `to` is the full address, locale first.
 */
export const prefetchingNavigation = (queryClient: QueryClient, parser: Parser, table: readonly PageRoute[] = routes): AroundNavHandler => {
  let latest = 0;
  return (navigate, to, options) => {
    const mine = ++latest;
    const [, locale, ...rest] = to.split('/');
    if (locale === undefined || !isLocale(locale)) return navigate(to, options);
    const href = `/${rest.join('/')}`;
    // What the app navigates to itself opens at once, its page and data asked for on the way.
    if (!isCurrentPage(to) && !isLinkClick(options)) {
      void prefetchPage(href, queryClient, parser, table);
      return navigate(to, options);
    }
    const from = window.location.href;
    const go = () => {
      if (mine !== latest) return;
      latest += 1;
      if (window.location.href === from) navigate(to, options);
    };
    // A press (a link, a change of the current page's query) asks for the next page only after its own frame: the
    // pressed control shows alone meanwhile. Building and sending a request is ≈ 20 ms at 4× CPU, a page's chunk
    // asked for with its modulepreload links ≈ 20 more (decisions 069, 071). The hold counts from the asking: the
    // press's frame, 60–90 ms at 4× CPU, is not taken from the answer's time.
    void rightAfterNextPaint(NAVIGATION_HOLD_MS).then(() => {
      if (mine !== latest) return;
      const timer = setTimeout(go, NAVIGATION_HOLD_MS);
      void prefetchPage(href, queryClient, parser, table).then(() => {
        clearTimeout(timer);
        go();
      });
    });
  };
};
