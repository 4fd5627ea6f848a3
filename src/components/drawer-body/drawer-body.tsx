import {
  getIntrinsicElementProps,
  renderDrawerBody_unstable,
  slot,
  useDrawerBodyStyles_unstable,
  useDrawerContext_unstable,
  useMergedRefs,
  type DrawerBodyProps,
  type DrawerBodyState,
} from '@fluentui/react-components';
import { forwardRef, useEffect, useRef } from 'react';
import { rightAfterNextPaint } from '../../lib/after-next-paint';

/** Fluent's four scroll states of a drawer's body (its header and footer draw a line when it is scrolled). */
const scrollStateOf = ({ scrollTop, scrollHeight, clientHeight }: HTMLElement) => {
  if (scrollHeight <= clientHeight) return 'none';
  if (scrollTop === 0) return 'top';
  return scrollTop + clientHeight === scrollHeight ? 'bottom' : 'middle';
};

/** Longest wait for a frame before the scroll state is read all the same (a browser that draws none). */
const READ_WAIT_MS = 200;

/**
 * Fluent's DrawerBody, its scroll state read when the browser has already laid the page out. Fluent's reads it in a
 * layout effect at every render with new children: inside the render of a press (a filter ticked in the phone's
 * drawer), a forced layout of the whole page, ≈ 35–55 ms at 4× CPU before the press could be drawn (decision 069).
 * Here it is read in the task right after the next frame (when content changed, and on opening), and on scroll and
 * resize in an animation frame, as Fluent does. Same props, slots and styles.
 */
export const DrawerBody = forwardRef<HTMLDivElement, DrawerBodyProps>(function DrawerBody(props, ref) {
  const { setScrollState } = useDrawerContext_unstable();
  const body = useRef<HTMLDivElement>(null);
  const mergedRef = useMergedRefs(ref, body);
  const read = () => {
    if (body.current) setScrollState(scrollStateOf(body.current));
  };
  useEffect(() => {
    let current = true;
    void rightAfterNextPaint(READ_WAIT_MS).then(() => current && read());
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read again when the content changed, as Fluent's
  }, [props.children]);
  useEffect(() => {
    const element = body.current;
    if (!element) return;
    let frame = 0;
    const readInFrame = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(read);
    };
    // As Fluent's: a window without ResizeObserver (an old browser, a test's DOM) reads on scroll only.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(readInFrame);
    observer?.observe(element);
    element.addEventListener('scroll', readInFrame, { passive: true });
    return () => {
      observer?.disconnect();
      element.removeEventListener('scroll', readInFrame);
      cancelAnimationFrame(frame);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the element is the body's for its whole life
  }, []);
  const state: DrawerBodyState = {
    components: { root: 'div' },
    root: slot.always(getIntrinsicElementProps('div', { ...props, ref: mergedRef }), { elementType: 'div' }),
  };
  useDrawerBodyStyles_unstable(state);
  return renderDrawerBody_unstable(state);
});
