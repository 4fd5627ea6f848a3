import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/http/api-error';
import { getInitialData, loginGuest } from '../api/generated/endpoints/session/session';
import type { Cart, CompareList, User, Wishlist } from '../api/generated/model';
import { sessionActions, sessionEpoch, sessionStore } from './session-store';

type SyncLists = (data: { cart?: Cart; wishlist?: Wishlist; compareList?: CompareList }) => void;

let guestLogin: { epoch: number; answer: Promise<User | null> } | undefined;

/**
 * Starts a guest session: POST /login/guests, stored with role guest. Concurrent callers within one session share
 * one call. An answer that arrives after the session changed (a sign-in meanwhile) writes nothing and gives null.
 */
export const startGuestSession = (): Promise<User | null> => {
  const epoch = sessionEpoch();
  if (guestLogin?.epoch === epoch) return guestLogin.answer;
  const answer = loginGuest({ silent: true })
    .then((response) => {
      if (sessionEpoch() !== epoch) return null;
      const user: User = { ...response.data.record, role: 'guest' };
      sessionActions.signIn(user);
      return user;
    })
    .finally(() => {
      if (guestLogin?.answer === answer) guestLogin = undefined;
    });
  guestLogin = { epoch, answer };
  return answer;
};

/**
 * Session bootstrap (spec section 4): with a stored access token, initial data loads; otherwise (or
 * when the stored token is no longer accepted) a guest login is made. An initial-data answer that arrives
 * after the session changed (a logout or a sign-in while it was on its way) belongs to a session that is over
 * and is dropped: it would write the old customer back.
 */
export const startSession = async (syncLists: SyncLists) => {
  const epoch = sessionEpoch();
  if (sessionStore.token) {
    try {
      const { data } = await getInitialData({ silent: true });
      if (sessionEpoch() !== epoch) return;
      sessionActions.loaded(data.user);
      syncLists(data);
      return;
    } catch (error) {
      if (!isApiError(error) || error.status !== 401) throw error;
    }
  }
  // Another session began meanwhile (a logout's guest login answered first, a sign-in): it stands.
  if (sessionEpoch() !== epoch && sessionStore.token) return;
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
 * The app begins it a moment after the first screen (decision 032); a change the shopper asks for before that (a
 * first "add to cart", a wishlist heart) begins it at once and waits for it, rather than going out without a
 * session. Resolves at once where nothing prepared a start (stories, unit tests).
 */
export const beginSession = (): Promise<void> => {
  if (!start) return Promise.resolve();
  started ??= start().catch(() => undefined);
  return started;
};

/**
 * Logout is a guest login (spec section 4); user-specific caches are dropped. The customer's session ends at once
 * (a new session epoch): an answer still on its way for it (start-up's initial data) writes nothing.
 */
export const endSession = async (queryClient: QueryClient) => {
  sessionActions.clearCredentials();
  await startGuestSession();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== '/preloaded-data' });
};
