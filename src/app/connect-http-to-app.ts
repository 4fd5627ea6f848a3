import type { Query, QueryClient } from '@tanstack/react-query';
import { defineMessage } from 'react-intl';
import { syncListCaches } from '../api/cache-sync';
import { connectHttp } from '../api/http/http-hooks';
import { navigate } from 'wouter/use-browser-location';
import { toastBus } from '../components/toast/toast-bus';
import { safeRedirect } from '../lib/safe-redirect';
import { sessionActions, sessionEpoch, sessionStore } from '../session/session-store';
import { startGuestSession } from '../session/start-session';
import { localeStore } from '../i18n/locale-store';
import { raiseNotFound } from './not-found-store';
import { loginPathFor } from './router/route-guard';

const sessionEndedMessage = defineMessage({
  id: 'session.expired',
  defaultMessage: 'Your session has ended. Please log in again.',
});

const isSessionData = (query: Query) => query.queryKey[0] !== '/preloaded-data';

/**
 * Spec sections 4 and 8: a customer's 401 goes to the login page of the current locale, whose `redirect` brings them
 * back to where they were (a same-origin relative path, else home). A customer is never on a guest-only page (its
 * route guard sends them on), so the target is never the login page itself.
 */
const sendToLogin = () => {
  const { locale } = localeStore;
  const home = `/${locale}/`;
  const where = safeRedirect(`${window.location.pathname}${window.location.search}`, home);
  navigate(`/${locale}${loginPathFor(where)}`, { replace: true });
};

/**
 * Wires the one HTTP client to the app (spec section 8 in one place): tokens and locale for the
 * headers, 401 logout to login, 404 not-found page, toasts, and cache/count sync from every response.
 */
export const connectHttpToApp = (queryClient: QueryClient) =>
  connectHttp({
    getAccessToken: () => sessionStore.token,
    getLocale: () => localeStore.locale,
    getSessionEpoch: sessionEpoch,
    onUnauthorized: () => {
      const wasCustomer = sessionStore.role === 'customer';
      // Id, name, email, role and token go (a new session epoch: the ended session's late answers write nothing),
      // and a guest session starts. Session storage (a checkout being typed) is left alone for the next login.
      sessionActions.clearCredentials();
      // What belonged to the ended session goes; what is on screen stays (no skeletons over a form being typed)
      // and is refetched for the guest once the guest token is there.
      queryClient.removeQueries({ predicate: (query) => isSessionData(query) && !query.isActive() });
      if (wasCustomer) {
        toastBus.show({ intent: 'warning', message: sessionEndedMessage });
        sendToLogin();
      }
      // A guest whose token expired keeps browsing in a fresh guest session.
      void startGuestSession()
        .catch(() => undefined)
        .finally(() => void queryClient.invalidateQueries({ predicate: isSessionData }));
    },
    onNotFound: () => raiseNotFound(window.location.pathname),
    notify: ({ text, message, details }) => toastBus.show({ intent: 'error', text, message, details }),
    onData: (data) => sessionActions.setTotals(syncListCaches(queryClient, data)),
  });
