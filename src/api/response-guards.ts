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
