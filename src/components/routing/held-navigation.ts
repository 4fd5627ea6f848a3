import { useSyncExternalStore } from 'react';

/**
 * The address a change of the current page's query waits to go to while its data arrives (the app's
 * prefetching navigation, decision 044), or null. The page's own controls show it at once — a ticked option, the
 * sort chosen, the price range let go — while what the address's data draws (a listing's cards) changes once the
 * data is in.
 */
let held: string | null = null;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Sets (a full address) or clears the held address. */
export function holdNavigation(address: string | null) {
  if (held === address) return;
  held = address;
  listeners.forEach((listener) => listener());
}

/** The held address's query (without '?', '' for none), or null when no change of the page's query is held. */
export function useHeldSearch(): string | null {
  const address = useSyncExternalStore(subscribe, () => held, () => null);
  return address === null ? null : new URL(address, window.location.href).search.slice(1);
}
