import { QueryClient } from '@tanstack/react-query';
import { QUERY_STALE_TIME_MS, ROUTE_DATA_CACHE_MS } from '../lib/constants';
import { isApiError } from './http/api-error';

/** Retry a read once on a network hiccup; never retry what the server refused. */
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < 1 && isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME_MS, gcTime: ROUTE_DATA_CACHE_MS, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
