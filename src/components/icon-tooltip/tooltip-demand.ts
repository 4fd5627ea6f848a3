import { useEffect, useSyncExternalStore, type ComponentType } from 'react';
import type { DelayedTooltipProps } from './icon-tooltip-props';

// The tooltip machinery (positioning, portal) is a lazy chunk, asked for when the shopper first points at or
// focuses an icon button: a page nobody touches (a phone's first paint, a crawler, Lighthouse) never downloads
// it, and other interactions (a filter click, a link) never pay for it. It arrives well within the tooltip's
// show delay (decision 029).
let loaded: ComponentType<DelayedTooltipProps> | null = null;
let loading = false;
const listeners = new Set<() => void>();

const request = () => {
  if (loaded || loading) return;
  loading = true;
  import('./delayed-tooltip')
    .then((module) => {
      loaded = module.default;
      listeners.forEach((listener) => listener());
    })
    .catch(() => {
      // Offline: the buttons keep their names; the next hover or focus tries again.
    })
    .finally(() => {
      loading = false;
    });
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/**
 * The tooltip component once its chunk is here, else null; `wanted` (the button was pointed at or focused)
 * asks for the chunk. Rendered directly, with no Suspense in between: the button swaps once, when it is ready.
 */
export const useLoadedTooltip = (wanted: boolean) => {
  useEffect(() => {
    if (wanted) request();
  }, [wanted]);
  return useSyncExternalStore(subscribe, () => loaded, () => null);
};
