import { createElement, lazy, type ComponentType, type FunctionComponent } from 'react';
import { pendingGate } from './pending-gate';

export type LazyPage = FunctionComponent & { preload: () => Promise<unknown> };

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
 * React.lazy remembers a rejected import for good; here a chunk that failed to load (offline for a moment,
 * a deploy replaced it) is forgotten, and the page gets a fresh lazy component on the next visit.
 */
export const lazyPage = (load: () => Promise<{ default: ComponentType }>): LazyPage => {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const once = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  let failedOnVisit: number | null = null;
  const fresh = () =>
    lazy(async () => {
      try {
        const module = await once();
        await pendingGate.settle();
        return module;
      } catch (error) {
        failedOnVisit = visit;
        throw error;
      }
    });
  let current = fresh();
  const Page: FunctionComponent = () => {
    if (failedOnVisit !== null && visit > failedOnVisit) {
      failedOnVisit = null;
      current = fresh();
    }
    return createElement(current);
  };
  return Object.assign(Page, { preload: once });
};
