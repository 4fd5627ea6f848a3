import { createElement, lazy, useState, type ComponentType, type FunctionComponent } from 'react';
import { announceArrival } from './page-arrivals';
import { pendingGate } from '../../components/routing/pending-gate';

export type LazyPage = FunctionComponent & {
  preload: () => Promise<unknown>;
  /** After its chunk failed: the next render asks for it again (`PageLoadBoundary`'s Try again). */
  retry: () => void;
  /** Calls back when the chunk arrives (a link to the page followed again preloads it); returns the unsubscribe. */
  onArrival: (listener: () => void) => () => void;
};

/** The errors of page chunks that failed to load: said in the page's place with Try again (`PageLoadBoundary`). */
const loadFailures = new WeakSet<object>();
export const isPageLoadFailure = (error: unknown) => typeof error === 'object' && error !== null && loadFailures.has(error);

/** Bumped on every navigation (`retryFailedPages`): pages whose chunk failed before it load again. */
let visit = 0;

/**
 * The next visit may load again the pages whose chunk failed (the route error boundary calls it when the
 * address changes). Not retried within the same visit: a chunk that keeps failing shows the error screen
 * instead of being fetched in a loop.
 */
export const retryFailedPages = () => {
  visit += 1;
};

/**
 * A lazily loaded page whose chunk can also be fetched ahead of time (hover/focus prefetch). When the
 * pending indicator is showing, the page waits until it has been visible for ROUTER_PENDING_MIN_MS.
 *
 * A page whose chunk is already there (prefetched on hover, or by start-up) is drawn in the same render as the
 * address change. Through React.lazy it suspended once all the same, for a microtask: React then showed the
 * route's fallback (an empty main) and, by design, revealed the page no sooner than 300 ms later — a blank page
 * for a third of a second on every first visit to a page, with its chunk and data ready (decision 033).
 *
 * React.lazy remembers a rejected import for good; here a chunk that failed to load (offline for a moment,
 * a deploy replaced it) is forgotten, and the page gets a fresh lazy component on the next visit. Meanwhile the page
 * says so in its place with Try again (`PageLoadBoundary`, placed around each page by the app's routes), which asks
 * for the chunk again; a link to the page followed again asks for it too (navigation prefetches it), and the page is
 * drawn once it arrives.
 */
export const lazyPage = (load: () => Promise<{ default: ComponentType }>): LazyPage => {
  let loading: Promise<{ default: ComponentType }> | undefined;
  let loaded: ComponentType | undefined;
  /** Pages showing the failure, told when the chunk arrives. */
  const waiting = new Set<() => void>();
  const once = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        for (const listener of [...waiting]) listener();
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        if (typeof error === 'object' && error !== null) loadFailures.add(error);
        throw error;
      },
    ));
  const onArrival = (listener: () => void) => {
    waiting.add(listener);
    return () => void waiting.delete(listener);
  };
  let failedOnVisit: number | null = null;
  const fresh = () =>
    lazy(() => {
      const arrival = (async () => {
        try {
          const module = await once();
          await pendingGate.settle();
          return module;
        } catch (error) {
          failedOnVisit = visit;
          throw error;
        }
      })();
      // Announced once React has the module: its callbacks on `arrival` (attached when it is returned) are queued
      // with this one when it settles, and the microtask queued here runs after them.
      arrival.then(
        () => queueMicrotask(announceArrival),
        () => undefined,
      );
      return arrival;
    });
  let current = fresh();
  const Page: FunctionComponent = () => {
    if (failedOnVisit !== null && visit > failedOnVisit) {
      failedOnVisit = null;
      current = fresh();
    }
    // Chosen once for the page's lifetime: switching from the lazy wrapper to the loaded page later would mount it again.
    const [component] = useState<ComponentType>(() => loaded ?? current);
    return createElement(component);
  };
  const retry = () => {
    failedOnVisit = null;
    current = fresh();
  };
  return Object.assign(Page, { preload: once, retry, onArrival });
};
