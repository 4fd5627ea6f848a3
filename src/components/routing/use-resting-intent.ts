import { useEffect, useRef } from 'react';
import { rightAfterNextPaint } from '../../lib/after-next-paint';
import { ROUTER_PRELOAD_DELAY_MS } from '../../lib/constants';
import { useLatestCallback } from '../../lib/use-latest-callback';

/** To call from the element's own handlers (a link's, an option group's). */
export interface RestingIntent {
  /** The pointer or the focus came to rest on it. */
  start: () => void;
  /** It left. */
  cancel: () => void;
  /**
   * Acts on a press, in the task after its frame (a finger on a phone has no hover, and the press comes ~100 ms
   * before the click): the request is not part of the press's next paint (decision 069).
   */
  now: () => void;
}

/**
 * What the shopper is about to choose: `act` runs once the pointer or the focus has rested on the element for
 * ROUTER_PRELOAD_DELAY_MS (passing over it does nothing: `cancel` on leaving), or at once through `now`. Links and the listing's filter
 * options use it to fetch what a click would show before the click (decision 038).
 */
export function useRestingIntent(act: () => void): RestingIntent {
  const timer = useRef<number | undefined>(undefined);
  const latest = useLatestCallback(act);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const cancel = () => window.clearTimeout(timer.current);
  const start = () => {
    cancel();
    timer.current = window.setTimeout(() => latest(), ROUTER_PRELOAD_DELAY_MS);
  };
  return {
    start,
    cancel,
    now: () => {
      cancel();
      void rightAfterNextPaint(ROUTER_PRELOAD_DELAY_MS).then(() => latest());
    },
  };
}
