import { SIDEBAR_COOKIE_DAYS } from '../../lib/constants';

export const SIDEBAR_COOKIE = 'sidebar_state';

/** The profile sidebar's open state, from its cookie (open when never set). */
export const readSidebarOpen = (): boolean => {
  if (typeof document === 'undefined') return true;
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${SIDEBAR_COOKIE}=`));
  return match ? match.split('=')[1] !== 'false' : true;
};

/** Saves the open state in a cookie for SIDEBAR_COOKIE_DAYS days (spec section 2). */
export const writeSidebarOpen = (open: boolean) => {
  document.cookie = `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SIDEBAR_COOKIE_DAYS * 24 * 60 * 60}; SameSite=Lax`;
};

/** Ctrl+B or Cmd+B toggles the sidebar. */
export const isSidebarShortcut = (event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'>) =>
  event.key.toLowerCase() === 'b' && (event.ctrlKey || event.metaKey);
