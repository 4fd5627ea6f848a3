import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

describe('pageSettled', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    vi.resetModules();
  });
  afterEach(() => vi.useRealTimers());

  it('waits until the page has downloaded nothing for PAGE_SETTLED_QUIET_MS, then for an idle moment', async () => {
    const { pageSettled, PAGE_SETTLED_QUIET_MS } = await import('./page-settled');
    const settled = vi.fn();
    void pageSettled().then(settled);

    await vi.advanceTimersByTimeAsync(PAGE_SETTLED_QUIET_MS - 50);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('counts the quiet from the last download the page finished', async () => {
    const observers: PerformanceObserverCallback[] = [];
    vi.stubGlobal(
      'PerformanceObserver',
      Object.assign(
        class {
          constructor(callback: PerformanceObserverCallback) {
            observers.push(callback);
          }
          observe() {}
          disconnect() {}
        },
        { supportedEntryTypes: ['resource'] },
      ),
    );
    try {
      const { pageSettled, PAGE_SETTLED_QUIET_MS } = await import('./page-settled');
      const settled = vi.fn();
      void pageSettled().then(settled);
      await vi.advanceTimersByTimeAsync(1500);
      // A picture finishes 1.5 s in: the page is quiet only PAGE_SETTLED_QUIET_MS after it.
      const entries = [{ responseEnd: performance.now() }] as unknown as PerformanceEntryList;
      observers[0]?.({ getEntries: () => entries } as PerformanceObserverEntryList, {} as PerformanceObserver);
      await vi.advanceTimersByTimeAsync(PAGE_SETTLED_QUIET_MS - 100);
      expect(settled).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(200);
      expect(settled).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('downloadsQuiet counts its quiet from the call, not from the page load, and waits for what it is told is ready', async () => {
    const { downloadsQuiet } = await import('./page-settled');
    await vi.advanceTimersByTimeAsync(5000);
    let ready = false;
    const quiet = vi.fn();
    void downloadsQuiet(1000, () => ready).then(quiet);
    await vi.advanceTimersByTimeAsync(900);
    expect(quiet, 'the page was quiet for 5 s before the call: the wait starts at the call').not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(quiet, 'not ready yet').not.toHaveBeenCalled();
    ready = true;
    await vi.advanceTimersByTimeAsync(200);
    expect(quiet).toHaveBeenCalledTimes(1);
  });

  it('is one moment per page load: a later call gets the same answer', async () => {
    const { pageSettled } = await import('./page-settled');
    expect(pageSettled()).toBe(pageSettled());
  });
});
