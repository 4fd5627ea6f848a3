import { startTransition, useEffect, useState } from 'react';
import { afterLeadImagePaint } from './lead-image-paint';
import { whenIdle } from './when-idle';

/**
 * False on the first render, true once the browser has been idle after it (what can wait for that), and not
 * before the opened page's lead image is painted (lead-image-paint.ts: the footer's chunk, requested in the idle
 * moment between the first render's frame and the image's, delayed the image on a phone). The render
 * that follows is a transition: React draws what waited in slices of a few milliseconds, yielding to the
 * browser between them, instead of one long task (an update from an idle callback is otherwise rendered at
 * once, whole: the footer and home's lower sections were one 140 ms task on a phone's CPU).
 */
export function useAfterIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let cancel: (() => void) | undefined;
    let wanted = true;
    void afterLeadImagePaint().then(() => {
      if (wanted) cancel = whenIdle(() => startTransition(() => setIdle(true)));
    });
    return () => {
      wanted = false;
      cancel?.();
    };
  }, []);
  return idle;
}
