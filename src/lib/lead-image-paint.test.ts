import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterLeadImagePaint, expectLeadImages, resetLeadImagePaint } from './lead-image-paint';

/** A stand-in for the browser's PerformanceObserver: `report` delivers Largest Contentful Paint entries. */
function fakeLargestPaintObserver() {
  const observers: { callback: PerformanceObserverCallback; observer: PerformanceObserver; connected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['largest-contentful-paint'];
    constructor(callback: PerformanceObserverCallback) {
      observers.push({ callback, observer: this as unknown as PerformanceObserver, connected: false });
    }
    observe(options: PerformanceObserverInit) {
      const entry = observers.find((candidate) => candidate.observer === (this as unknown as PerformanceObserver));
      if (entry && options.type === 'largest-contentful-paint' && options.buffered) entry.connected = true;
    }
    disconnect() {
      const entry = observers.find((candidate) => candidate.observer === (this as unknown as PerformanceObserver));
      if (entry) entry.connected = false;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    report: (...urls: string[]) => {
      for (const { callback, observer, connected } of observers) {
        if (connected) callback({ getEntries: () => urls.map((url) => ({ url }) as unknown as PerformanceEntry) } as PerformanceObserverEntryList, observer);
      }
    },
    connected: () => observers.filter((entry) => entry.connected).length,
  };
}

const settled = (promise: Promise<void>) => {
  const state = { done: false };
  void promise.then(() => (state.done = true));
  return state;
};

describe('afterLeadImagePaint', () => {
  // Fake timers throughout: the 300 ms bound must not be what settles a case that expects a paint or a frame.
  beforeEach(() => {
    vi.useFakeTimers();
    resetLeadImagePaint();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
  });
  /** Lets promise callbacks run without moving the clock. */
  const flush = () => vi.advanceTimersByTimeAsync(0);
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('waits for the browser to report a lead image as painted, not another element', async () => {
    const browser = fakeLargestPaintObserver();
    expectLeadImages(['https://media.example/banners/1.webp']);
    const state = settled(afterLeadImagePaint());
    browser.report('https://media.example/site/logo.svg');
    await flush();
    expect(state.done).toBe(false);
    browser.report('https://media.example/banners/1.webp');
    await flush();
    expect(state.done).toBe(true);
    expect(browser.connected()).toBe(0);
  });

  it('compares addresses absolutely: a relative lead image matches the address the browser reports', async () => {
    const browser = fakeLargestPaintObserver();
    expectLeadImages(['/media/products/1-0.svg']);
    const state = settled(afterLeadImagePaint());
    await flush();
    expect(state.done).toBe(false);
    browser.report(new URL('/media/products/1-0.svg', document.baseURI).href);
    await flush();
    expect(state.done).toBe(true);
  });

  it('gives up after 300 ms when the lead image is never painted, and stays settled for the visit', async () => {
    fakeLargestPaintObserver();
    expectLeadImages(['https://media.example/banners/1.webp']);
    const first = settled(afterLeadImagePaint());
    await vi.advanceTimersByTimeAsync(299);
    expect(first.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(first.done).toBe(true);
    // Later callers (a section mounted by a navigation) do not wait again.
    const later = settled(afterLeadImagePaint());
    await flush();
    expect(later.done).toBe(true);
  });

  it('without a known lead image: after the next frame', async () => {
    fakeLargestPaintObserver();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
    const state = settled(afterLeadImagePaint());
    frames.shift()?.(0);
    await flush();
    expect(state.done).toBe(false);
    frames.shift()?.(16);
    await flush();
    expect(state.done).toBe(true);
  });

  it('without the Largest Contentful Paint API (Safari): after the next frame', async () => {
    vi.stubGlobal('PerformanceObserver', class {
      static supportedEntryTypes = ['paint'];
    });
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
    expectLeadImages(['https://media.example/banners/1.webp']);
    const state = settled(afterLeadImagePaint());
    await flush();
    expect(state.done).toBe(false);
    frames.shift()?.(0);
    frames.shift()?.(16);
    await flush();
    expect(state.done).toBe(true);
  });
});
