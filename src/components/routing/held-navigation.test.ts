import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { holdNavigation, useHeldSearch } from './held-navigation';

describe('useHeldSearch', () => {
  afterEach(() => holdNavigation(null));

  it('is null with nothing held, and the held address’s query while one is', () => {
    const { result } = renderHook(() => useHeldSearch());
    expect(result.current).toBeNull();
    act(() => holdNavigation('/en/shop?brands=samsung&page=2#top'));
    expect(result.current).toBe('brands=samsung&page=2');
    act(() => holdNavigation('/en/shop'));
    expect(result.current).toBe('');
    act(() => holdNavigation(null));
    expect(result.current).toBeNull();
  });
});
