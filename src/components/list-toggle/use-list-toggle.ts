import { useRef, useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { isCustomer, sessionStore } from '../../session/session-store';
import { beginSession } from '../../session/start-session';
import { toastBus } from '../toast/toast-bus';

export interface ListToggleOptions {
  /** Whether the product is in the list now. */
  isIn: boolean;
  add: () => Promise<unknown>;
  remove: () => Promise<unknown>;
  /** What a guest is told instead (spec section 6: wishlist and compare are for customers). */
  loginRequired: MessageDescriptor;
}

/**
 * Puts a product in a customer's list or takes it out (wishlist, compare list): one call at a time, busy from the
 * tap (a double tap sends one change, also while the session is still starting), a guest gets a warning instead.
 * The answer refreshes the list's cache (`src/api/cache-sync.ts`); a failure was already shown by the HTTP layer.
 */
export function useListToggle({ isIn, add, remove, loginRequired }: ListToggleOptions) {
  const [isBusy, setBusy] = useState(false);
  // The guard itself: two taps in one frame both see the drawn `isBusy` still false.
  const running = useRef(false);

  const toggle = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      // Read when clicked: nothing drawn depends on the session, so the toggles (two per product card) do not
      // subscribe to it, and a sign-in does not draw every card again. A click in the page's first moments waits
      // for the session being started (busy meanwhile): a returning customer is not known before it, and the
      // lists its initial data brings would overwrite the answer of a change sent meanwhile.
      await beginSession();
      if (!isCustomer(sessionStore)) {
        toastBus.show({ intent: 'warning', message: loginRequired });
        return;
      }
      await (isIn ? remove() : add());
    } catch {
      /* the HTTP layer already told the shopper */
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { isBusy, toggle };
}
