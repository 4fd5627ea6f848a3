import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLatestCallback } from './use-latest-callback';

describe('useLatestCallback', () => {
  it('keeps one identity across renders and calls the callback of the latest render', () => {
    const first = vi.fn((value: number) => value + 1);
    const second = vi.fn((value: number) => value * 10);
    const { result, rerender } = renderHook(({ callback }) => useLatestCallback(callback), { initialProps: { callback: first } });
    const stable = result.current;

    rerender({ callback: second });

    expect(result.current).toBe(stable);
    // A row memoised on the first render, clicked after the second: the second render's handler answers.
    expect(stable(4)).toBe(40);
    expect(second).toHaveBeenCalledWith(4);
    expect(first).not.toHaveBeenCalled();
  });
});
