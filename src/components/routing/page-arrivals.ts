import { useSyncExternalStore } from 'react';

/** How many lazy pages' chunks have arrived (lazy-page.ts announces each). */
let arrivals = 0;
const arrivalListeners = new Set<() => void>();
export const announceArrival = () => {
  arrivals += 1;
  arrivalListeners.forEach((listener) => listener());
};
const subscribeToArrivals = (listener: () => void) => {
  arrivalListeners.add(listener);
  return () => arrivalListeners.delete(listener);
};

/**
 * For the component that holds the pages' Suspense boundary: it renders again, synchronously, when a page's chunk
 * arrives, and so draws the page in one task. Left to React, the retry of a suspended boundary is a transition,
 * rendered in slices of 5 ms that yield to the browser in between: on a phone's CPU the shop's first render became
 * some forty slices, each paying a task's overhead, with the pictures' decoding and other tasks let in between —
 * 0.3 s more before the page was drawn (decision 042). A store read with `useSyncExternalStore` is always rendered
 * at once.
 */
export const usePageArrivals = () => useSyncExternalStore(subscribeToArrivals, () => arrivals, () => 0);
