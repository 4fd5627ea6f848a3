import { useEffect, useState } from 'react';
import { SCROLL_THROTTLE_MS } from '../../lib/constants';
import { throttle } from '../../lib/throttle';

/** True once the page is scrolled away from the top; the scroll handler is throttled (spec: 50 ms). */
export function useScrolledAway() {
  const [away, setAway] = useState(() => typeof window !== 'undefined' && window.scrollY > 0);
  useEffect(() => {
    const onScroll = throttle(() => setAway(window.scrollY > 0), SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => {
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return away;
}
