import { createElement, lazy, type ComponentType } from 'react';

export type LazyPart<P extends object> = ComponentType<P> & { retry: () => void };

/**
 * A part of a page in a chunk of its own (the listing's filters panel, its phone drawer, the header's panels).
 * React.lazy remembers a failed import for good; `retry` forgets it, so the next render asks for the chunk again.
 * Pages have `lazyPage`. Where a failed part is said: `LazyPartBoundary` (in the page), `LazyPanelBoundary` (a panel).
 */
export const lazyPart = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPart<P> => {
  let current = lazy(load);
  const Part = (props: P) => createElement(current, props);
  return Object.assign(Part, {
    retry: () => {
      current = lazy(load);
    },
  });
};
