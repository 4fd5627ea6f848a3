import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle';

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the first call at once', () => {
    const fn = vi.fn();
    throttle(fn, 50)(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith(1);
  });

  it('folds calls inside the window into one trailing call with the latest arguments', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 50);
    throttled(1);
    throttled(2);
    throttled(3);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(49);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith(3);
  });

  it('runs at most once per window under a continuous stream of calls', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 50);
    for (let ms = 0; ms < 500; ms += 5) {
      throttled(ms);
      vi.advanceTimersByTime(5);
    }
    vi.runAllTimers();
    expect(fn.mock.calls.length).toBeGreaterThanOrEqual(10);
    expect(fn.mock.calls.length).toBeLessThanOrEqual(11);
  });

  it('runs again at once after a quiet window', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 50);
    throttled(1);
    vi.advanceTimersByTime(100);
    throttled(2);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('cancel drops the pending trailing call', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 50);
    throttled(1);
    throttled(2);
    throttled.cancel();
    vi.runAllTimers();
    expect(fn).toHaveBeenCalledExactlyOnceWith(1);
  });
});
