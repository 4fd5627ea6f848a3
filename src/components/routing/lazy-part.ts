import { createElement, lazy, useState, type ComponentType } from 'react';

export type LazyPart<P extends object> = ComponentType<P> & { retry: () => void; preload: () => Promise<unknown> };

/**
 * A part of a page in a chunk of its own (the listing's filters panel, its phone drawer, the header's panels).
 * React.lazy remembers a failed import for good; `retry` forgets it, so the next render asks for the chunk again.
 * A part whose chunk is already there (`preload`, or an earlier render) is drawn in the same render, not through
 * React.lazy, which suspended for a microtask even then and had React reveal the part 300 ms later (decision 033).
 * Pages have `lazyPage`. Where a failed part is said: `LazyPartBoundary` (in the page), `LazyPanelBoundary` (a panel).
 */
export const lazyPart = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPart<P> => {
  let loaded: ComponentType<P> | undefined;
  const tracked = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  let current = lazy(tracked);
  const Part = (props: P) => {
    // Chosen once for the part's lifetime: switching from the lazy wrapper to the loaded part later would mount it again.
    const [component] = useState<ComponentType<P>>(() => loaded ?? current);
    return createElement(component, props);
  };
  return Object.assign(Part, {
    retry: () => {
      current = lazy(tracked);
    },
    preload: tracked,
  });
};
