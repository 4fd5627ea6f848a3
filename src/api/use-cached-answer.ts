import { hashKey, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * What one cached answer says to one component, read without fetching it and without a query observer of the
 * component's own: `read` gets the cached body (undefined while there is none) and returns what the component shows
 * — a flag, or a part of the body the cache keeps (its structural sharing keeps an unchanged part the same object).
 * The component draws again only when that changes.
 *
 * For what many components on a screen read from one answer: a product card's "in the cart", "wished" and
 * "compared". A query observer per card (three per card) cost a phone's CPU its creation, its subscription and its
 * timers for every card a listing draws or drops (≈ 10 ms at 4× for a filter click's twelve cards, decision 047),
 * and drew every card again when any line of the cart changed.
 */
export function useCachedAnswer<TBody, TResult>(queryKey: QueryKey, read: (body: TBody | undefined) => TResult): TResult {
  const queryClient = useQueryClient();
  const hash = hashKey(queryKey);
  const subscribe = useCallback(
    (changed: () => void) =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.query.queryHash === hash) changed();
      }),
    [queryClient, hash],
  );
  const body = () => queryClient.getQueryCache().get<TBody>(hash)?.state.data;
  return useSyncExternalStore(subscribe, () => read(body()), () => read(undefined));
}
