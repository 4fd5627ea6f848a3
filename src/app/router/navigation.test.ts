import { QueryClient } from '@tanstack/react-query';
import { parse } from 'regexparam';
import type { NavigateOptions } from 'wouter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NAVIGATION_HOLD_MS, prefetchingNavigation as withTable, type PageRoute } from './navigation';

let table: PageRoute[] = [];
const prefetchingNavigation = (client: QueryClient, parser: typeof parse) => withTable(client, parser, table);

/** The shop's route, whose chunk and data arrive when the test says so. */
const shopRoute = () => {
  let chunkIn = () => {};
  let dataIn = () => {};
  const preload = vi.fn(() => new Promise<void>((done) => (chunkIn = done)));
  const prefetchData = vi.fn(() => new Promise<void>((done) => (dataIn = done)));
  table = [{ path: '/shop', page: 'features/catalog/shop-page.tsx', chunk: { preload }, loader: prefetchData }];
  return { preload, prefetchData, chunkIn: () => chunkIn(), dataIn: () => dataIn() };
};

const flush = () => vi.advanceTimersByTimeAsync(0);

/** The browser's frames, drawn when the test says so. */
let frames: FrameRequestCallback[] = [];
const drawFrame = async () => {
  const due = frames;
  frames = [];
  for (const frame of due) frame(performance.now());
  await flush();
};

/** What wouter's Link passes as a navigation's options: its own props (typed as navigate's options). */
const linkProps = (href: string) => ({ href }) as unknown as NavigateOptions;

describe('prefetchingNavigation', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
    window.history.replaceState(null, '', '/en/');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
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
      await flush();
      expect(preload, 'asked for after the press’s frame').not.toHaveBeenCalled();
      expect(prefetchData, 'asked for after the press’s frame').not.toHaveBeenCalled();
      await drawFrame();
      expect(preload).toHaveBeenCalledOnce();
      expect(prefetchData).toHaveBeenCalledOnce();
      chunkIn();
      await flush();
      expect(navigate, 'the data is not in yet').not.toHaveBeenCalled();
      dataIn();
      await drawFrame();
      expect(navigate).toHaveBeenCalledExactlyOnceWith('/en/shop', link);
      await vi.advanceTimersByTimeAsync(NAVIGATION_HOLD_MS);
      expect(navigate).toHaveBeenCalledOnce();
    });

    it('opens the page after the hold when its answer is slow (the page shows its skeletons then)', async () => {
      shopRoute();
      const navigate = vi.fn();
      prefetchingNavigation(new QueryClient(), parse)(navigate, '/en/shop', linkProps('/shop'));
      // The hold counts from the asking, right after the press's frame.
      await drawFrame();
      await vi.advanceTimersByTimeAsync(NAVIGATION_HOLD_MS - 1);
      expect(navigate).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(navigate).toHaveBeenCalledOnce();
    });

    it('gives the answer its whole hold from the asking: a slow press’s frame takes nothing from it', async () => {
      const { chunkIn, dataIn } = shopRoute();
      const navigate = vi.fn();
      prefetchingNavigation(new QueryClient(), parse)(navigate, '/en/shop', linkProps('/shop'));
      // The press's frame comes late (a slow phone): the answer is asked for only then.
      await vi.advanceTimersByTimeAsync(NAVIGATION_HOLD_MS / 2);
      await drawFrame();
      await vi.advanceTimersByTimeAsync(NAVIGATION_HOLD_MS - 10);
      expect(navigate, 'still within the hold counted from the asking').not.toHaveBeenCalled();
      chunkIn();
      dataIn();
      await flush();
      expect(navigate).toHaveBeenCalledOnce();
    });
  });

  describe('a change of the current page’s query (a listing’s filters)', () => {
    beforeEach(() => window.history.replaceState(null, '', '/en/shop'));

    it('hands the query to the data prefetch, and changes the address once the chunk and the data are in', async () => {
      const { prefetchData, chunkIn, dataIn } = shopRoute();
      const navigate = vi.fn();
      prefetchingNavigation(new QueryClient(), parse)(navigate, '/en/shop?brands=samsung#top');
      expect(prefetchData, 'asked for after the press’s frame').not.toHaveBeenCalled();
      await drawFrame();
      expect(prefetchData).toHaveBeenCalledWith({}, expect.any(QueryClient), 'brands=samsung');
      chunkIn();
      await flush();
      expect(navigate).not.toHaveBeenCalled();
      dataIn();
      await drawFrame();
      expect(navigate).toHaveBeenCalledExactlyOnceWith('/en/shop?brands=samsung#top', undefined);
      // The hold's timer does not navigate a second time.
      await vi.advanceTimersByTimeAsync(NAVIGATION_HOLD_MS);
      expect(navigate).toHaveBeenCalledOnce();
    });


    it('asks for the answer in the task after the press’s frame, neither in the press’s task nor in the frame', async () => {
      const { prefetchData, chunkIn, dataIn } = shopRoute();
      const navigate = vi.fn();
      prefetchingNavigation(new QueryClient(), parse)(navigate, '/en/shop?brands=samsung');
      await flush();
      expect(prefetchData, 'the press’s frame is not drawn yet').not.toHaveBeenCalled();
      frames.shift()?.(performance.now());
      expect(prefetchData, 'inside the frame').not.toHaveBeenCalled();
      await flush();
      expect(prefetchData).toHaveBeenCalledOnce();
      chunkIn();
      dataIn();
      await drawFrame();
      expect(navigate).toHaveBeenCalledExactlyOnceWith('/en/shop?brands=samsung', undefined);
    });

    it('changes the address after the hold when the answer is slow, and not again when it arrives', async () => {
      const { chunkIn, dataIn } = shopRoute();
      const navigate = vi.fn();
      prefetchingNavigation(new QueryClient(), parse)(navigate, '/en/shop?brands=samsung');
      await drawFrame();
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
      await drawFrame();
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
      await drawFrame();
      await vi.advanceTimersByTimeAsync(NAVIGATION_HOLD_MS);
      expect(navigate).toHaveBeenCalledOnce();
      expect(preload, 'the dropped change asks for nothing').not.toHaveBeenCalled();
    });
  });
});
