import type { QueryClient } from '@tanstack/react-query';
import type { LazyPage } from './lazy-page';

/** Who may open a page: anyone, customers only (guests go to login) or guests only (customers go on). */
export type PageAccess = 'public' | 'customer' | 'guest';

export interface PageRoute {
  /** Path under /{locale}, in wouter syntax (`/products/:slug`). */
  path: string;
  page: LazyPage;
  access?: PageAccess;
  /**
   * Fetches the page's data ahead of time (hover/focus on a link to it, a navigation to it). `search` is the
   * address's query without '?' ('' for none), for a page whose data depends on it (a listing's filters).
   */
  prefetchData?: (params: Record<string, string | undefined>, queryClient: QueryClient, search: string) => Promise<unknown>;
  /**
   * Once `prefetchData` has settled: the addresses of the images the page shows first with high priority (its
   * largest paint), read from the cached data. Preloaded when the page is the one the browser opened.
   */
  leadImages?: (params: Record<string, string | undefined>, queryClient: QueryClient) => string[];
}
