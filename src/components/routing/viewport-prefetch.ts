import { pageSettled } from '../../lib/page-settled';

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
 * Runs `prefetch` once `element` is on screen, not before the page has settled (`pageSettled`: its own downloads over,
 * the browser idle). One observer for every link. Returns a cancel (the link left the page). Without
 * IntersectionObserver, nothing.
 */
export function prefetchWhenSeen(element: Element, prefetch: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') return () => undefined;
  waiting.set(element, prefetch);
  void pageSettled().then(() => {
    if (waiting.has(element)) (observer ??= new IntersectionObserver(seen)).observe(element);
  });
  return () => {
    waiting.delete(element);
    observer?.unobserve(element);
  };
}
