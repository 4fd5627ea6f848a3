import { isRecord } from '../lib/is-record';
import type { PaginationInfo } from './generated/model';

/**
 * Search and list loaders ignore an empty or non-object result silently (spec section 8, row 8.1-9): a body
 * that is not an object, or whose `data` is not one, or a list that is not an array, reads as nothing, so the
 * screen shows its empty state instead of failing in the route's error boundary. Used in the loaders' `select`.
 */

/** The `data` object of a well-formed body, else an empty object. */
export const dataOf = (body: unknown): Record<string, unknown> => (isRecord(body) && isRecord(body.data) ? body.data : {});

/**
 * The entries of a list that are objects, else none. `required` names string fields a screen cannot do
 * without (a product card needs its slug and title): entries lacking one are left out.
 */
export const objectsIn = <T>(value: unknown, ...required: readonly string[]): T[] =>
  Array.isArray(value) ? (value.filter((item) => isRecord(item) && required.every((key) => typeof item[key] === 'string')) as T[]) : [];

/** The fields a product card or row reads by name (its link and its title). */
export const PRODUCT_KEYS = ['slug', 'title'] as const;

/** An object, else `null` (an optional record such as a listing's category). */
export const objectOrNull = <T>(value: unknown): T | null => (isRecord(value) ? (value as T) : null);

const PAGINATION_KEYS = ['currentPage', 'perPage', 'total', 'lastPage', 'from', 'to'] as const;

/** `paginationInfo` when every number in it is one, else `undefined` (no summary, no pagination shown). */
export const paginationOf = (value: unknown): PaginationInfo | undefined =>
  isRecord(value) && PAGINATION_KEYS.every((key) => typeof value[key] === 'number' && Number.isFinite(value[key])) ? (value as unknown as PaginationInfo) : undefined;

/** `data.records` of a well-formed list body, else an empty list. */
export const recordsOf = <T>(body: unknown, ...required: readonly string[]): T[] => objectsIn<T>(dataOf(body).records, ...required);

/** `data.paginationInfo.total` of a well-formed list body, else 0 (a malformed answer is ignored silently). */
export const totalOf = (body: unknown): number => {
  const pagination = dataOf(body).paginationInfo;
  const total = isRecord(pagination) ? pagination.total : undefined;
  return typeof total === 'number' && Number.isFinite(total) && total >= 0 ? total : 0;
};

/**
 * The items of a wishlist or compare-list body (`data.wishlist.items`, `data.compareList.items`) whose product
 * a row can show, else none.
 */
export const listItemsOf = <T extends { product: unknown }>(body: unknown, list: 'wishlist' | 'compareList'): T[] => {
  const holder = dataOf(body)[list];
  return objectsIn<T>(isRecord(holder) ? holder.items : undefined).filter(
    (item) => isRecord(item.product) && PRODUCT_KEYS.every((key) => typeof (item.product as Record<string, unknown>)[key] === 'string'),
  );
};
