import { useGetPreloadedData, type GetPreloadedDataQueryResult } from './generated/endpoints/preloaded/preloaded';

/** Settings, page metas and categories: loaded once per page load and kept. */
export const usePreloadedData = () =>
  useGetPreloadedData({ query: { staleTime: Number.POSITIVE_INFINITY, select: (body) => body.data } });

/**
 * The shop's logo in the header, from the settings (absent while they load or when an answer lacks it). Start-up
 * preloads it beside the page's lead image (start-requests.ts), so the header is drawn whole in the first frame
 * instead of requesting it then (decision 035-lead).
 */
export const shopLogo = (data: GetPreloadedDataQueryResult['data'] | undefined): string | undefined => {
  const logo: unknown = data?.settings?.general?.logo;
  return typeof logo === 'string' && logo !== '' ? logo : undefined;
};
