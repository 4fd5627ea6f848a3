import { useEffect, useState } from 'react';
import { SCROLL_THROTTLE_MS } from '../../lib/constants';
import { throttle } from '../../lib/throttle';

/** True once the page is scrolled at least `distance` pixels from the top; the scroll handler is throttled (spec: 50 ms). */
export function useScrolledPast(distance: number) {
  const [away, setAway] = useState(() => typeof window !== 'undefined' && window.scrollY >= distance);
  useEffect(() => {
    const onScroll = throttle(() => setAway(window.scrollY >= distance), SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => {
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
    };
  }, [distance]);
  return away;
}
