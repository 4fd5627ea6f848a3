import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

/** How far below the screen (a share of its height) a part counts as coming: a tall window shows it at once. */
const AHEAD = '25%';

/**
 * For what is drawn only when a shopper may see it (home's lower sections, the footer: their chunks and their
 * render wait for it, decision 037): false until one of the elements given to `ref` is within a quarter of a screen
 * below the viewport, or the page is scrolled at all — a shopper who scrolls is on the way, and the part then
 * has the whole scroll to arrive. Stays true. Where there is no IntersectionObserver (unit tests), true at once.
 * Returns `[watch, coming]`: `watch` is a callback ref and may go on several elements (any of them coming is enough).
 */
export function useComingIntoView<T extends Element>(): [watch: (element: T | null) => void, coming: boolean] {
  const [coming, setComing] = useState(() => typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | undefined>(undefined);

  useEffect(() => {
    if (coming) return undefined;
    const come = () => startTransition(() => setComing(true));
    window.addEventListener('scroll', come, { passive: true, once: true });
    return () => window.removeEventListener('scroll', come);
  }, [coming]);

  useEffect(() => {
    if (coming) observer.current?.disconnect();
    return () => observer.current?.disconnect();
  }, [coming]);

  const watch = useCallback(
    (element: T | null) => {
      if (!element || coming) return undefined;
      observer.current ??= new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setComing(true));
        },
        { rootMargin: `0% 0% ${AHEAD} 0%` },
      );
      const current = observer.current;
      current.observe(element);
      return () => current.unobserve(element);
    },
    [coming],
  );

  return [watch, coming];
}
