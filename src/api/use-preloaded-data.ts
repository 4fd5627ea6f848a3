import { useGetPreloadedData } from './generated/endpoints/preloaded/preloaded';

/** Settings, page metas and categories: loaded once per page load and kept. */
export const usePreloadedData = () =>
  useGetPreloadedData({ query: { staleTime: Number.POSITIVE_INFINITY, select: (body) => body.data } });
