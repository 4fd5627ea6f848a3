import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getListProductsQueryOptions } from '../../api/generated/endpoints/catalog/catalog';
import { SEARCH_DEBOUNCE_MS, SEARCH_RESULTS_PER_REQUEST } from '../../lib/constants';

/** The results asked for: the words, at most SEARCH_RESULTS_PER_REQUEST. */
export const searchParams = (term: string) => ({ searchQuery: term, perPage: SEARCH_RESULTS_PER_REQUEST });

/**
 * The typed words once they have rested for SEARCH_DEBOUNCE_MS — counted from the key, not from the render that
 * followed it — and their results are in (or the request has failed): `settle(words)` on each change. The request
 * leaves the moment the words rest; the dialog is drawn again only with its answer: drawing it for the settled words
 * first changed nothing on screen (the placeholder rows stay until the answer) and kept a phone's main thread busy
 * while the answer waited (≈ 45 ms of render and a frame at 4× CPU, decision 046). The latest words win: an answer
 * for words typed over meanwhile is not shown.
 */
export function useSettledTerm(initial: string) {
  const queryClient = useQueryClient();
  const [term, setTerm] = useState(initial);
  const latest = useRef(initial);
  const timer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const settle = useCallback(
    (words: string) => {
      latest.current = words;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        const answered = words ? queryClient.prefetchQuery(getListProductsQueryOptions(searchParams(words))) : Promise.resolve();
        void answered.then(() => {
          if (latest.current === words) setTerm(words);
        });
      }, SEARCH_DEBOUNCE_MS);
    },
    [queryClient],
  );
  return [term, settle] as const;
}
