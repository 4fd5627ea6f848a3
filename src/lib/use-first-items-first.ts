import { useDeferredValue } from 'react';

const NOTHING_YET: readonly never[] = [];

/**
 * A long list drawn in two steps: its first `count` items in the render that brings the list, the rest in a
 * background render just after (React's `useDeferredValue`, a transition drawn in slices of a few milliseconds,
 * yielding to the browser between them). For lists whose first items are what the screen shows — twelve cards,
 * two rows of which are on a 1280 × 800 screen; fifty filter options in boxes that show eight each: on a phone's
 * CPU the click or the page change is drawn without waiting for what is below the fold or inside a scroll box
 * (decision 040).
 *
 * A list is new when its identity changes (React Query keeps it for an answer equal to the previous one), so a
 * list whose items merely re-render is not cut short again. Pass a list created outside render.
 */
export function useFirstItemsFirst<T>(items: readonly T[], count: number): readonly T[] {
  const settled = useDeferredValue<readonly T[]>(items, NOTHING_YET);
  return settled === items || items.length <= count ? items : items.slice(0, count);
}
