import { useSyncExternalStore, type ComponentType } from 'react';
import type { DelayedTooltipProps } from './icon-tooltip-props';

// Tooltips only matter once someone points or types: a page nobody touches (a phone's first paint, a
// crawler, Lighthouse) never downloads the positioning machinery (decision 011-h11). Touch alone does not
// count: a tap shows no tooltip.
const INTERACTIONS = ['pointermove', 'keydown'] as const;

let loaded: ComponentType<DelayedTooltipProps> | null = null;
const listeners = new Set<() => void>();

const want = (event: Event) => {
  if (event instanceof PointerEvent && event.pointerType === 'touch') return;
  INTERACTIONS.forEach((type) => window.removeEventListener(type, want, true));
  import('./delayed-tooltip')
    .then((module) => {
      loaded = module.default;
      listeners.forEach((listener) => listener());
    })
    .catch(() => {
      // Offline: the buttons keep their names; the next interaction tries again.
      INTERACTIONS.forEach((type) => window.addEventListener(type, want, { capture: true, passive: true }));
    });
};

if (typeof window !== 'undefined') INTERACTIONS.forEach((type) => window.addEventListener(type, want, { capture: true, passive: true }));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/**
 * The tooltip component once its chunk is here (fetched on the visitor's first mouse move or key press),
 * else null. Rendered directly, with no Suspense in between: the button swaps once, when it is ready.
 */
export const useLoadedTooltip = () => useSyncExternalStore(subscribe, () => loaded, () => null);
