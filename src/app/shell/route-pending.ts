import { useLayoutEffect, useSyncExternalStore } from 'react';

/**
 * Whether the page's Suspense fallback is on screen (its chunk is still on its way). While it is, `main` is
 * empty or short, so the footer is not drawn: a footer painted under the header and then pushed out of view
 * by the page was a layout shift of 0.85 on /en/ whenever the footer's chunk arrived before the page's
 * (decision 014). When the page is in, the footer is added below it — adding is not a shift.
 */
let pending = 0;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useRoutePending = () =>
  useSyncExternalStore(
    subscribe,
    () => pending > 0,
    () => false,
  );

/** Rendered in the page's Suspense fallback: marks the route as pending while it is mounted. */
export function RoutePendingMark() {
  useLayoutEffect(() => {
    pending += 1;
    emit();
    return () => {
      pending -= 1;
      emit();
    };
  }, []);
  return null;
}
