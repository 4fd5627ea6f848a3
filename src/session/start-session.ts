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

let start: (() => Promise<void>) | undefined;
let started: Promise<void> | undefined;

/**
 * The app says how its session starts (it holds the query client the lists are synced into); `beginSession`
 * runs that once. A new call (the app mounted again) forgets a previous start.
 */
export const prepareSessionStart = (how: () => Promise<void>) => {
  start = how;
  started = undefined;
};

/**
 * Starts the session now unless it is started or being started, and resolves once it has settled (a failed start
 * is not retried here: what needs a session then meets the server's own answer, a 401 starting a guest session).
 * The app begins it a moment after the first screen (decision 036); a change the shopper asks for before that (a
 * first "add to cart", a wishlist heart) begins it at once and waits for it, rather than going out without a
 * session. Resolves at once where nothing prepared a start (stories, unit tests).
 */
export const beginSession = (): Promise<void> => {
  if (!start) return Promise.resolve();
  started ??= start().catch(() => undefined);
  return started;
};

/** Logout is a guest login (spec section 4); user-specific caches are dropped. */
export const endSession = async (queryClient: QueryClient) => {
  await startGuestSession();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== '/preloaded-data' });
};
