import type { PaginationInfo } from '../../../src/api/generated/model/index';

/** One page of a list with `from`/`to` 1-based (0 when the page is empty). */
export function paginate<Row>(rows: Row[], page: number, perPage: number): { records: Row[]; paginationInfo: PaginationInfo } {
  const total = rows.length;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const start = (page - 1) * perPage;
  const records = rows.slice(start, start + perPage);
  return {
    records,
    paginationInfo: {
      currentPage: page,
      perPage,
      total,
      lastPage,
      from: records.length > 0 ? start + 1 : 0,
      to: records.length > 0 ? start + records.length : 0,
    },
  };
}
