import { describe, expect, it } from 'vitest';
import { dataOf, listItemsOf, objectsIn, paginationOf, recordsOf, totalOf } from './response-guards';

/** What a broken server or proxy can answer instead of a body (spec section 8: ignored silently). */
const MALFORMED: unknown[] = [undefined, null, '', '<html>502 Bad Gateway</html>', 42, [], {}, { data: null }, { data: 'x' }, { data: [] }];

describe('response guards (spec 8.1-9: an empty or non-object result is ignored silently)', () => {
  it.each(MALFORMED)('reads nothing from %j', (body) => {
    expect(dataOf(body)).toEqual({});
    expect(recordsOf(body)).toEqual([]);
    expect(totalOf(body)).toBe(0);
    expect(listItemsOf(body, 'wishlist')).toEqual([]);
    expect(listItemsOf(body, 'compareList')).toEqual([]);
  });

  it('keeps the records that are objects with the fields a screen needs', () => {
    const body = { data: { records: [{ slug: 'a', title: 'A' }, null, 'b', { slug: 'c' }, { slug: 'd', title: 'D' }] } };
    expect(recordsOf(body)).toEqual([{ slug: 'a', title: 'A' }, { slug: 'c' }, { slug: 'd', title: 'D' }]);
    expect(recordsOf(body, 'slug', 'title')).toEqual([{ slug: 'a', title: 'A' }, { slug: 'd', title: 'D' }]);
    expect(objectsIn({ records: [] })).toEqual([]);
  });

  it('accepts paginationInfo only when all of its numbers are numbers', () => {
    const good = { currentPage: 1, perPage: 12, total: 30, lastPage: 3, from: 1, to: 12 };
    expect(paginationOf(good)).toBe(good);
    expect(paginationOf({ ...good, lastPage: '3' })).toBeUndefined();
    expect(paginationOf({ ...good, total: Number.NaN })).toBeUndefined();
    expect(paginationOf(null)).toBeUndefined();
    expect(totalOf({ data: { paginationInfo: good } })).toBe(30);
    expect(totalOf({ data: { paginationInfo: { total: -1 } } })).toBe(0);
  });

  it('keeps wishlist and compare items whose product a row can show', () => {
    const product = { id: 1, slug: 'p', title: 'P' };
    const body = { data: { wishlist: { items: [{ id: 1, product }, { id: 2, product: null }, { id: 3 }, 7] } } };
    expect(listItemsOf(body, 'wishlist')).toEqual([{ id: 1, product }]);
    expect(listItemsOf(body, 'compareList')).toEqual([]);
    expect(listItemsOf({ data: { compareList: { items: 'none' } } }, 'compareList')).toEqual([]);
  });
});
