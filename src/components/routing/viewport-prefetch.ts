import { firstInteraction } from '../../lib/first-interaction';
import { pageSettled } from '../../lib/page-settled';

/**
 * When links may start watching: the page has settled (its own downloads over, the browser idle) and the visitor is
 * there — has moved the pointer, touched, scrolled with a wheel or pressed a key. A load nobody looks at (a crawler, a
 * measuring tool) fetches nothing more than the page.
 */
const watching = () => Promise.all([pageSettled(), firstInteraction()]);

const waiting = new Map<Element, () => void>();
let observer: IntersectionObserver | undefined;

const seen: IntersectionObserverCallback = (entries) => {
  for (const entry of entries) {
    if (!entry.isIntersecting) continue;
    const prefetch = waiting.get(entry.target);
    waiting.delete(entry.target);
    observer?.unobserve(entry.target);
    prefetch?.();
  }
};

/**
 * Runs `prefetch` once `element` is on screen, not before the page has settled and the visitor has interacted
 * (`watching`). One observer for every link. Returns a cancel (the link left the page). Without IntersectionObserver,
 * nothing.
 */
export function prefetchWhenSeen(element: Element, prefetch: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') return () => undefined;
  waiting.set(element, prefetch);
  void watching().then(() => {
    if (waiting.has(element)) (observer ??= new IntersectionObserver(seen)).observe(element);
  });
  return () => {
    waiting.delete(element);
    observer?.unobserve(element);
  };
}
