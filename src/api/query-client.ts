import { notifyManager, QueryClient } from '@tanstack/react-query';
import { QUERY_STALE_TIME_MS, ROUTE_DATA_CACHE_MS } from '../lib/constants';
import { getGetCartQueryKey } from './generated/endpoints/cart/cart';
import { getGetCompareListQueryKey } from './generated/endpoints/compare/compare';
import { getGetWishlistQueryKey } from './generated/endpoints/wishlist/wishlist';
import { isApiError } from './http/api-error';

/** Retry a read once on a network hiccup; never retry what the server refused. */
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < 1 && isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');

export const createQueryClient = () => {
  const client = new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME_MS, gcTime: ROUTE_DATA_CACHE_MS, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  // The shopper's cart, wishlist and compare list are the session's own state, which every product card reads from the
  // cache without an observer (useCachedAnswer): kept for the page's lifetime, not dropped ROUTE_DATA_CACHE_MS after
  // they were last set (a card would then fall back to its listing's older flags).
  for (const queryKey of [getGetCartQueryKey(), getGetWishlistQueryKey(), getGetCompareListQueryKey()]) client.setQueryDefaults(queryKey, { gcTime: Infinity });
  return client;
};

/**
 * Start-up calls it once: what a query tells the components that read it (an answer, a change of state) is told in
 * the task it happened in, once that task's own code has run, instead of in a `setTimeout` of TanStack's own.
 * That timer queued the answer's render behind every task already waiting — on a phone, the chunks and pictures
 * a filter click or a page change had just asked for — and the shopper waited for them too (decision 038).
 * Tests keep TanStack's default.
 */
export const notifyInTheSameTask = () => notifyManager.setScheduler(queueMicrotask);
