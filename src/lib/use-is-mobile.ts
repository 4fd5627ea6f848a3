import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from './constants';

const query = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

const subscribe = (onChange: () => void) => {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};
/** True below the mobile breakpoint now (outside React: what a route's loader asks for). */
export const isMobileScreen = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/** True below the mobile breakpoint (spec section 9: 768 px). */
export const useIsMobile = () => useSyncExternalStore(subscribe, isMobileScreen, () => false);
