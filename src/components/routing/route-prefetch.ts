import type { QueryClient } from '@tanstack/react-query';
import { matchRoute, type useRouter } from 'wouter';
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
