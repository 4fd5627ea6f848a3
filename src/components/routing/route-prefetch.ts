import type { QueryClient } from '@tanstack/react-query';
import { parse } from 'regexparam';
import { matchRoute, type useRouter } from 'wouter';
import { preloadImages } from '../image/preload-images';
import type { PageRoute } from './page-route';

let routes: readonly PageRoute[] = [];

/** The app hands its route table over once (components cannot import the app). */
export const registerPrefetchRoutes = (table: readonly PageRoute[]) => {
  routes = table;
};

/** Fetch the chunk and the data of the page an address (under the locale) leads to. */
export function prefetchRoute(href: string, queryClient: QueryClient, parser: ReturnType<typeof useRouter>['parser']) {
  const path = href.split(/[?#]/)[0] ?? href;
  for (const route of routes) {
    const [matches, params] = matchRoute(parser, route.path, path);
    if (!matches) continue;
    void route.page.preload().catch(() => undefined);
    void route.prefetchData?.(params ?? {}, queryClient).catch(() => undefined);
    return;
  }
}

/**
 * Only the page chunk of the address the browser opened (`path` under the locale): a mock build starts it
 * while its mock API is still starting, before any data can be asked for (decision 030-s15a).
 */
export function preloadPageAtStart(path: string) {
  const route = routes.find((candidate) => matchRoute(parse, candidate.path, path)[0]);
  void route?.page.preload().catch(() => undefined);
}

/**
 * At start, before the messages and React are ready (decision 011-h11): the page chunk and the data of the
 * address the browser opened, so neither waits for the first render. `path` is under the locale; an address
 * with a query only fetches the chunk (its data depends on the query, which the page reads itself).
 */
export function prefetchAtStart(path: string, search: string, queryClient: QueryClient) {
  for (const route of routes) {
    const [matches, params] = matchRoute(parse, route.path, path);
    if (!matches) continue;
    void route.page.preload().catch(() => undefined);
    if (search || !route.prefetchData) return;
    const values = params ?? {};
    // The page's largest image starts as soon as its address is known, not once React has drawn it (decision 029).
    void route
      .prefetchData(values, queryClient)
      .then(() => preloadImages(route.leadImages?.(values, queryClient) ?? []))
      .catch(() => undefined);
    return;
  }
}
