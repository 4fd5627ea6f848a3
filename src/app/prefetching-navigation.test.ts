import { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { parse } from 'regexparam';
import type { NavigateOptions } from 'wouter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageRoute } from '../components/routing/page-route';
import { useHeldSearch } from '../components/routing/held-navigation';
import { registerPrefetchRoutes } from '../components/routing/route-prefetch';
import { NAVIGATION_HOLD_MS, prefetchingNavigation } from './prefetching-navigation';

/** The shop's route, whose chunk and data arrive when the test says so. */
const shopRoute = () => {
  let chunkIn = () => {};
  let dataIn = () => {};
  const preload = vi.fn(() => new Promise<void>((done) => (chunkIn = done)));
  const prefetchData = vi.fn(() => new Promise<void>((done) => (dataIn = done)));
  const route = { path: '/shop', page: Object.assign(() => null, { preload, retry: () => undefined, onArrival: () => () => undefined }), prefetchData } satisfies PageRoute;
  registerPrefetchRoutes([route]);
  return { preload, prefetchData, chunkIn: () => chunkIn(), dataIn: () => dataIn() };
};

const flush = () => vi.advanceTimersByTimeAsync(0);

/** What wouter's Link passes as a navigation's options: its own props (typed as navigate's options). */
const linkProps = (href: string) => ({ href }) as unknown as NavigateOptions;

describe('prefetchingNavigation', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/en/');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for another page’s chunk and data together, and opens it at once when the app navigates (after an action)', () => {
    const { preload, prefetchData } = shopRoute();
    const navigate = vi.fn();
    prefetchingNavigation(new QueryClient(), parse)(navigate, '/en/shop', { replace: true });
    expect(preload).toHaveBeenCalledOnce();
    expect(prefetchData).toHaveBeenCalledWith({}, expect.any(QueryClient), '');
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/en/shop', { replace: true });
  });

  describe('a link to another page (wouter’s Link passes its props, href among them)', () => {
    it('opens the page once its chunk and data are in, not before, and once', async () => {
      const { preload, prefetchData, chunkIn, dataIn } = shopRoute();
      const navigate = vi.fn();
      const link = linkProps('/shop');
      prefetchingNavigation(new QueryClient(), parse)(navigate, '/en/shop', link);
      expect(preload).toHaveBeenCalledOnce();
      expect(prefetchData).toHaveBeenCalledOnce();
      chunkIn();
      await flush();
      expect(navigate, 'the data is not in yet').not.toHaveBeenCalled();
      dataIn();
      await flush();
      expect(navigate).toHaveBeenCalledExactlyOnceWith('/en/shop', link);
      await vi.advanceTimersByTimeAsync(NAVIGATION_HOLD_MS);
      expect(navigate).toHaveBeenCalledOnce();
    });

    it('opens the page after the hold when its answer is slow (the page shows its skeletons then)', async () => {
      shopRoute();
      const navigate = vi.fn();
      prefetchingNavigation(new QueryClient(), parse)(navigate, '/en/shop', linkProps('/shop'));
      await vi.advanceTimersByTimeAsync(NAVIGATION_HOLD_MS - 1);
      expect(navigate).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(navigate).toHaveBeenCalledOnce();
    });

    it('does not show its address to the current page’s controls while it waits', () => {
      shopRoute();
      const held = renderHook(() => useHeldSearch());
      act(() => prefetchingNavigation(new QueryClient(), parse)(vi.fn(), '/en/shop?brands=samsung', linkProps('/shop?brands=samsung')));
      expect(held.result.current).toBeNull();
    });
  });

  describe('a change of the current page’s query (a listing’s filters)', () => {
    beforeEach(() => window.history.replaceState(null, '', '/en/shop'));

    it('hands the query to the data prefetch, and changes the address once the chunk and the data are in', async () => {
      const { prefetchData, chunkIn, dataIn } = shopRoute();
      const navigate = vi.fn();
      prefetchingNavigation(new QueryClient(), parse)(navigate, '/en/shop?brands=samsung#top');
      expect(prefetchData).toHaveBeenCalledWith({}, expect.any(QueryClient), 'brands=samsung');
      chunkIn();
      await flush();
      expect(navigate).not.toHaveBeenCalled();
      dataIn();
      await flush();
      expect(navigate).toHaveBeenCalledExactlyOnceWith('/en/shop?brands=samsung#top', undefined);
      // The hold's timer does not navigate a second time.
      await vi.advanceTimersByTimeAsync(NAVIGATION_HOLD_MS);
      expect(navigate).toHaveBeenCalledOnce();
    });

    it('shows the held address to the page’s controls in the frame after the click, and drops it once the address changed', async () => {
      const { chunkIn, dataIn } = shopRoute();
      const held = renderHook(() => useHeldSearch());
      const navigate = vi.fn();
      act(() => prefetchingNavigation(new QueryClient(), parse)(navigate, '/en/shop?brands=samsung'));
      expect(held.result.current, 'not before the frame').toBeNull();
      await act(() => vi.advanceTimersToNextFrame());
      expect(held.result.current).toBe('brands=samsung');
      chunkIn();
      dataIn();
      await act(flush);
      expect(navigate).toHaveBeenCalledOnce();
      expect(held.result.current).toBeNull();
    });

    it('holds nothing when the answer was in before the frame (asked for on the press): the listing is drawn once', async () => {
      const preload = vi.fn(() => Promise.resolve());
      registerPrefetchRoutes([{ path: '/shop', page: Object.assign(() => null, { preload, retry: () => undefined, onArrival: () => () => undefined }), prefetchData: () => Promise.resolve() }]);
      const held = renderHook(() => useHeldSearch());
      // What the page's controls showed when the address changed.
      const seen: (string | null)[] = [];
      const navigate = vi.fn(() => seen.push(held.result.current));
      act(() => prefetchingNavigation(new QueryClient(), parse)(navigate, '/en/shop?brands=samsung'));
      await act(flush);
      expect(navigate).toHaveBeenCalledOnce();
      await act(() => vi.advanceTimersToNextFrame());
      expect(held.result.current).toBeNull();
      expect(seen).toEqual([null]);
    });

    it('changes the address after the hold when the answer is slow, and not again when it arrives', async () => {
      const { chunkIn, dataIn } = shopRoute();
      const navigate = vi.fn();
      prefetchingNavigation(new QueryClient(), parse)(navigate, '/en/shop?brands=samsung');
      await vi.advanceTimersByTimeAsync(NAVIGATION_HOLD_MS - 1);
      expect(navigate).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(navigate).toHaveBeenCalledExactlyOnceWith('/en/shop?brands=samsung', undefined);
      chunkIn();
      dataIn();
      await flush();
      expect(navigate).toHaveBeenCalledOnce();
    });

    it('lets the last navigation win: one started meanwhile drops the held one', async () => {
      const { chunkIn, dataIn } = shopRoute();
      const navigate = vi.fn();
      const around = prefetchingNavigation(new QueryClient(), parse);
      around(navigate, '/en/shop?brands=samsung');
      around(navigate, '/en/shop?brands=apple');
      chunkIn();
      dataIn();
      await vi.advanceTimersByTimeAsync(NAVIGATION_HOLD_MS);
      expect(navigate).toHaveBeenCalledExactlyOnceWith('/en/shop?brands=apple', undefined);
    });

    it('is dropped when the address changed meanwhile (Back pressed)', async () => {
      shopRoute();
      const navigate = vi.fn();
      prefetchingNavigation(new QueryClient(), parse)(navigate, '/en/shop?brands=samsung');
      window.history.pushState(null, '', '/en/');
      await vi.advanceTimersByTimeAsync(NAVIGATION_HOLD_MS);
      expect(navigate).not.toHaveBeenCalled();
    });

    it('is dropped by a navigation outside the locales, which goes at once and prefetches nothing', async () => {
      const { preload } = shopRoute();
      const navigate = vi.fn();
      const around = prefetchingNavigation(new QueryClient(), parse);
      around(navigate, '/en/shop?brands=samsung');
      around(navigate, '/shop');
      expect(navigate).toHaveBeenCalledExactlyOnceWith('/shop', undefined);
      expect(preload).toHaveBeenCalledOnce();
      await vi.advanceTimersByTimeAsync(NAVIGATION_HOLD_MS);
      expect(navigate).toHaveBeenCalledOnce();
    });
  });
});
