import { proxy, useSnapshot } from 'valtio';

/** How many lazy pages' chunks have arrived (lazy-page.ts announces each). */
const arrivals = proxy({ count: 0 });
export const announceArrival = () => {
  arrivals.count += 1;
};

/**
 * For the component that holds the pages' Suspense boundary: it renders again, synchronously, when a page's chunk
 * arrives, and so draws the page in one task. Left to React, the retry of a suspended boundary is a transition,
 * rendered in slices of 5 ms that yield to the browser in between: on a phone's CPU the shop's first render became
 * some forty slices, each paying a task's overhead, with the pictures' decoding and other tasks let in between —
 * 0.3 s more before the page was drawn (decision 038). A store read through `useSyncExternalStore` (valtio's
 * `useSnapshot`) is always rendered at once.
 */
export const usePageArrivals = () => useSnapshot(arrivals).count;
