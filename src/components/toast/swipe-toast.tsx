import { makeStyles, mergeClasses } from '@fluentui/react-components';
import { useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { TOAST_SWIPE_DISMISS_PX } from '../../lib/constants';

const useStyles = makeStyles({
  // Vertical pans still scroll the page; a sideways drag moves the toast.
  root: { touchAction: 'pan-y', userSelect: 'none' },
  settling: { transitionProperty: 'transform, opacity', transitionDuration: '150ms' },
});

/** A sideways drag's distance, in px, at which a toast is dismissed (spec section 9: 45 px). */
export const shouldDismissAfterSwipe = (deltaX: number) => Math.abs(deltaX) >= TOAST_SWIPE_DISMISS_PX;

/**
 * Swipe-to-dismiss around a toast: follows the pointer sideways, dismisses once released past 45 px in
 * either direction (so it works the same in Arabic), otherwise slides back.
 */
export function SwipeToast({ onDismiss, children }: { onDismiss: () => void; children: ReactNode }) {
  const styles = useStyles();
  const start = useRef<{ x: number; id: number } | null>(null);
  const [offset, setOffset] = useState(0);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    // Buttons inside the toast keep their own clicks.
    if ((event.target as HTMLElement).closest('button, a')) return;
    start.current = { x: event.clientX, id: event.pointerId };
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A synthetic pointer (tests, assistive tools) cannot be captured; the drag still works over the toast.
    }
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current?.id === event.pointerId) setOffset(event.clientX - start.current.x);
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current?.id !== event.pointerId) return;
    const delta = event.clientX - start.current.x;
    start.current = null;
    setOffset(0);
    if (shouldDismissAfterSwipe(delta)) onDismiss();
  };

  return (
    <div
      className={mergeClasses(styles.root, offset === 0 && styles.settling)}
      // eslint-disable-next-line no-restricted-syntax -- per render: follows the finger while the toast is swiped
      style={offset ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.3, 1 - Math.abs(offset) / (TOAST_SWIPE_DISMISS_PX * 3)) } : undefined}
      data-swipe-toast=""
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={() => {
        start.current = null;
        setOffset(0);
      }}
    >
      {children}
    </div>
  );
}
