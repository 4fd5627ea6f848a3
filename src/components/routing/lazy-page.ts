import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { pendingGate } from './pending-gate';

export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/**
 * A lazily loaded page whose chunk can also be fetched ahead of time (hover/focus prefetch). When the
 * pending indicator is showing, the page waits until it has been visible for ROUTER_PENDING_MIN_MS.
 */
export const lazyPage = (load: () => Promise<{ default: ComponentType }>): LazyPage => {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const once = () => (loading ??= load());
  return Object.assign(
    lazy(async () => {
      const module = await once();
      await pendingGate.settle();
      return module;
    }),
    { preload: once },
  );
};
