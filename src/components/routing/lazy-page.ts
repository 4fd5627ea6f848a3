import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/** A lazily loaded page whose chunk can also be fetched ahead of time (hover/focus prefetch). */
export const lazyPage = (load: () => Promise<{ default: ComponentType }>): LazyPage => {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const once = () => (loading ??= load());
  return Object.assign(lazy(once), { preload: once });
};
