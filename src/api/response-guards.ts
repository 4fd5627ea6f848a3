import { isRecord } from '../lib/is-record';

/**
 * Search and list loaders ignore an empty or non-object result silently (spec section 8): they read
 * `records` only from a well-formed body and otherwise show an empty list.
 */
export const recordsOf = <T>(body: unknown): T[] => {
  if (!isRecord(body) || !isRecord(body.data)) return [];
  const { records } = body.data;
  return Array.isArray(records) ? (records as T[]) : [];
};

/** `data.paginationInfo.total` of a well-formed list body, else 0 (a malformed answer is ignored silently). */
export const totalOf = (body: unknown): number => {
  if (!isRecord(body) || !isRecord(body.data) || !isRecord(body.data.paginationInfo)) return 0;
  const { total } = body.data.paginationInfo;
  return typeof total === 'number' && Number.isFinite(total) && total >= 0 ? total : 0;
};
