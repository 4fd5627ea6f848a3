import { queryOptions } from '@tanstack/react-query';
import { getTrackOrderQueryKey, trackOrder } from '../../api/generated/endpoints/orders/orders';
import type { TrackOrderParams } from '../../api/generated/model';
import { isApiError } from '../../api/http/api-error';

/**
 * The public tracking lookup, one shape under its key: the order (`data.record`), never the whole answer. The
 * payment result and the tracking page both read it through here, so one can use what the other cached.
 */
export const trackOrderQuery = (params: TrackOrderParams) =>
  queryOptions({
    queryKey: getTrackOrderQueryKey(params),
    queryFn: ({ signal }) => trackOrder(params, { silent: true }, signal).then((body) => body.data.record),
    retry: false,
  });

/** How a failed lookup reads to the shopper: no such order (with that contact), too many lookups, or another failure. */
export type TrackFailure = 'notFound' | 'tooMany' | 'other';

export const trackFailure = (error: unknown): TrackFailure => {
  if (!isApiError(error)) return 'other';
  if (error.status === 404 || error.status === 422) return 'notFound';
  return error.status === 429 ? 'tooMany' : 'other';
};
