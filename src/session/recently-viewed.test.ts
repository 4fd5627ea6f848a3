import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECENTLY_VIEWED_MAX } from '../lib/constants';
import { RECENTLY_VIEWED_KEY, recentlyViewed, useRecentlyViewedIds } from './recently-viewed';

const storedIds = () => JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY) ?? 'null') as unknown;
const seed = (text: string) => {
  localStorage.setItem(RECENTLY_VIEWED_KEY, text);
  recentlyViewed.reload();
};

describe('recently viewed products', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.clear();
    recentlyViewed.reload();
  });
  afterEach(() => warn.mockRestore());

  it('is empty on a new device', () => {
    expect(recentlyViewed.ids()).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps the most recent first, once each, and stores it for the next visit', () => {
    [3, 7, 3, 9, 7].forEach((id) => recentlyViewed.record(id));
    expect(recentlyViewed.ids()).toEqual([7, 9, 3]);
    expect(storedIds()).toEqual([7, 9, 3]);
    // A reload reads the same list from storage.
    recentlyViewed.reload();
    expect(recentlyViewed.ids()).toEqual([7, 9, 3]);
  });

  it(`keeps only the ${RECENTLY_VIEWED_MAX} most recent`, () => {
    for (let id = 1; id <= RECENTLY_VIEWED_MAX + 3; id += 1) recentlyViewed.record(id);
    const ids = recentlyViewed.ids();
    expect(ids).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(ids[0]).toBe(RECENTLY_VIEWED_MAX + 3);
    expect(ids.at(-1)).toBe(4);
    // Opening an old one again brings it to the front without growing the list.
    recentlyViewed.record(4);
    expect(recentlyViewed.ids()).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(recentlyViewed.ids()[0]).toBe(4);
  });

  it('ignores what is not a product id', () => {
    recentlyViewed.record(5);
    [0, -1, 1.5, Number.NaN, 1e12].forEach((id) => recentlyViewed.record(id));
    expect(recentlyViewed.ids()).toEqual([5]);
  });

  it('clear forgets every product, in memory and in storage', () => {
    [1, 2].forEach((id) => recentlyViewed.record(id));
    recentlyViewed.clear();
    expect(recentlyViewed.ids()).toEqual([]);
    expect(localStorage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
  });

  it.each([
    ['text that is not JSON', '[1,2'],
    ['an object', '{"ids":[1,2]}'],
    ['a list of strings', '["1","2"]'],
    ['a list with a negative id', '[1,-2]'],
    ['a list of product records', '[{"id":1,"title":"x"}]'],
  ])('drops %s with a warning and starts empty', (_name, text) => {
    seed(text);
    expect(recentlyViewed.ids()).toEqual([]);
    expect(localStorage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    recentlyViewed.record(8);
    expect(recentlyViewed.ids()).toEqual([8]);
  });

  it('cuts a huge stored list to the first 12 without checking the rest, and drops repeats', () => {
    const huge = [4, 4, 5, ...Array.from({ length: 200_000 }, (_, index) => index + 10)];
    seed(JSON.stringify(huge));
    const started = performance.now();
    const ids = recentlyViewed.ids();
    expect(performance.now() - started).toBeLessThan(500);
    expect(ids).toEqual([4, 5, ...huge.slice(3, RECENTLY_VIEWED_MAX)]);
    expect(warn).not.toHaveBeenCalled();
    recentlyViewed.record(99);
    expect(storedIds()).toHaveLength(RECENTLY_VIEWED_MAX);
  });

  it('re-renders its readers on record and clear, and follows another tab', () => {
    const { result } = renderHook(() => useRecentlyViewedIds());
    expect(result.current).toEqual([]);
    act(() => recentlyViewed.record(2));
    expect(result.current).toEqual([2]);
    act(() => {
      localStorage.setItem(RECENTLY_VIEWED_KEY, '[6,2]');
      window.dispatchEvent(new StorageEvent('storage', { key: RECENTLY_VIEWED_KEY }));
    });
    expect(result.current).toEqual([6, 2]);
    act(() => recentlyViewed.clear());
    expect(result.current).toEqual([]);
  });
});
