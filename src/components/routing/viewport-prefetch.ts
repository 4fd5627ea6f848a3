import { firstInteraction } from '../../lib/first-interaction';
import { downloadsQuiet, pageSettled } from '../../lib/page-settled';
import { whenIdle } from '../../lib/when-idle';

/**
 * How long after the visitor's first interaction the page must have finished no download before links start
 * watching: what that interaction asked for (a listing's answer, its pictures, a panel's chunk) is drawn first.
 */
export const AFTER_INTERACTION_QUIET_MS = 1000;

/**
 * When links may start watching: the page has settled (its own downloads over, the browser idle) and the visitor is
 * there — has moved the pointer, touched, scrolled with a wheel or pressed a key — and what that first interaction
 * started is over. A load nobody looks at (a crawler, a measuring tool) fetches nothing more than the page; a first
 * tap is not slowed by prefetches it set off (another page's chunk may bring the complete stylesheet, whose arrival
 * re-styles the whole page: decision 066).
 */
const watching = () => Promise.all([pageSettled(), firstInteraction().then(() => downloadsQuiet(AFTER_INTERACTION_QUIET_MS))]);

const waiting = new Map<Element, () => void>();
/** Links seen, whose prefetch waits for the browser's next idle moment. */
const due = new Map<Element, () => void>();
let drainAsked = false;
let observer: IntersectionObserver | undefined;

const drain = () => {
  drainAsked = false;
  const prefetches = [...due.values()];
  due.clear();
  for (const prefetch of prefetches) prefetch();
};

/**
 * Links come on screen in the frame that shows them — the new cards of a filter change, the page a link opened — and
 * the observer reports them before that frame is drawn: their prefetch (the first one asks Vite's preloader for a
 * page's files, ≈ 30 ms of a phone's CPU) waits for the next idle moment instead of delaying it (decision 044).
 */
const seen: IntersectionObserverCallback = (entries) => {
  for (const entry of entries) {
    if (!entry.isIntersecting) continue;
    const prefetch = waiting.get(entry.target);
    waiting.delete(entry.target);
    observer?.unobserve(entry.target);
    if (prefetch) due.set(entry.target, prefetch);
  }
  if (due.size > 0 && !drainAsked) {
    drainAsked = true;
    whenIdle(drain);
  }
};

/**
 * Runs `prefetch` once `element` is on screen (in the browser's next idle moment), not before the page has settled
 * and the visitor has interacted (`watching`). One observer for every link. Returns a cancel (the link left the page).
 * Without IntersectionObserver, nothing.
 */
export function prefetchWhenSeen(element: Element, prefetch: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') return () => undefined;
  waiting.set(element, prefetch);
  void watching().then(() => {
    if (waiting.has(element)) (observer ??= new IntersectionObserver(seen)).observe(element);
  });
  return () => {
    waiting.delete(element);
    due.delete(element);
    observer?.unobserve(element);
  };
}
