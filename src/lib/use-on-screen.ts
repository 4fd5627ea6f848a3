import { useCallback, useState } from 'react';

/**
 * Whether the element given to `watch` (a callback ref) is on screen now, following it both ways: for work that only
 * matters while someone can see it (a countdown's tick). True where there is no IntersectionObserver (unit tests), and
 * until the observer's first report, so what is on screen from the start is never drawn late.
 */
export function useOnScreen<T extends Element>(): [watch: (element: T | null) => void, onScreen: boolean] {
  const [onScreen, setOnScreen] = useState(true);
  const watch = useCallback((element: T | null) => {
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => setOnScreen(entries.some((entry) => entry.isIntersecting)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [watch, onScreen];
}
