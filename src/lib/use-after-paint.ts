import { useEffect, useState } from 'react';
import { afterNextPaint } from './after-next-paint';
import { TAP_PAINT_WAIT_MS } from './constants';

/**
 * `value`, except that its first `true` is given only once the browser has painted the frame after it: a panel
 * opened by a tap is mounted after the tap's own frame is on screen, so the tap answers at once and the panel's
 * chunk, stylesheet and first render follow (decision 063). After that first time it follows `value` at once.
 */
export function useTrueAfterPaint(value: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!value || painted) return undefined;
    let live = true;
    void afterNextPaint(TAP_PAINT_WAIT_MS).then(() => {
      if (live) setPainted(true);
    });
    return () => {
      live = false;
    };
  }, [value, painted]);
  return value && painted;
}
