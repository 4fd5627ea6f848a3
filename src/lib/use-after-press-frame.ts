import { useRef } from 'react';
import { rightAfterNextPaint } from './after-next-paint';
import { PRESS_FRAME_WAIT_MS } from './constants';

/**
 * A press whose work starts in the task right after the press's own frame (decision 071): that frame shows the
 * pressed control as the browser draws it (its hover and pressed colours), and the change it asks for — a new
 * state drawn, a request sent — follows at once after it, not inside the frame INP times. A second press of the
 * same control before the work started is the same press: a double tap asks once.
 */
export function useAfterPressFrame(): (work: () => void) => void {
  const waiting = useRef(false);
  return (work) => {
    if (waiting.current) return;
    waiting.current = true;
    void rightAfterNextPaint(PRESS_FRAME_WAIT_MS).then(() => {
      waiting.current = false;
      work();
    });
  };
}
