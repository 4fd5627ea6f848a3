import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/http/api-error';
import { getInitialData, loginGuest } from '../api/generated/endpoints/session/session';
import type { Cart, CompareList, User, Wishlist } from '../api/generated/model';
import { sessionActions, sessionStore } from './session-store';

type SyncLists = (data: { cart?: Cart; wishlist?: Wishlist; compareList?: CompareList }) => void;

let guestLogin: Promise<User> | undefined;

/** Starts a guest session: POST /login/guests, stored with role guest. Concurrent callers share one call. */
export const startGuestSession = () => {
  guestLogin ??= loginGuest({ silent: true })
    .then((response) => {
      const user: User = { ...response.data.record, role: 'guest' };
      sessionActions.signIn(user);
      return user;
    })
    .finally(() => {
      guestLogin = undefined;
    });
  return guestLogin;
};

/**
 * Session bootstrap (spec section 4): with a stored access token, initial data loads; otherwise (or
 * when the stored token is no longer accepted) a guest login is made.
 */
export const startSession = async (syncLists: SyncLists) => {
  if (sessionStore.token) {
    try {
      const { data } = await getInitialData({ silent: true });
      sessionActions.loaded(data.user);
      syncLists(data);
      return;
    } catch (error) {
      if (!isApiError(error) || error.status !== 401) throw error;
    }
  }
  await startGuestSession();
};

/** Logout is a guest login (spec section 4); user-specific caches are dropped. */
export const endSession = async (queryClient: QueryClient) => {
  await startGuestSession();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== '/preloaded-data' });
};
