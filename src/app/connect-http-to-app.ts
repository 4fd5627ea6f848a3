import type { Query, QueryClient } from '@tanstack/react-query';
import { defineMessage } from 'react-intl';
import { syncListCaches } from '../api/cache-sync';
import { connectHttp } from '../api/http/http-hooks';
import { toastBus } from '../components/toast/toast-bus';
import { sessionActions, sessionStore } from '../session/session-store';
import { startGuestSession } from '../session/start-session';
import { localeStore } from '../i18n/locale-store';
import { raiseNotFound } from './not-found-store';

const sessionEndedMessage = defineMessage({
  id: 'session.expired',
  defaultMessage: 'Your session has ended. Please log in again.',
});

const isSessionData = (query: Query) => query.queryKey[0] !== '/preloaded-data';

/**
 * Wires the one HTTP client to the app (spec section 8 in one place): tokens and locale for the
 * headers, 401 logout, 404 not-found page, toasts, and cache/count sync from every response.
 */
export const connectHttpToApp = (queryClient: QueryClient) =>
  connectHttp({
    getAccessToken: () => sessionStore.token,
    getLocale: () => localeStore.locale,
    onUnauthorized: ({ token }) => {
      // A late answer to a call made with an earlier session's token: that session is already over.
      if (sessionStore.token && token !== sessionStore.token) return;
      const wasCustomer = sessionStore.role === 'customer';
      // The token is dropped and a guest session starts; the page stays (a customer-only page's route
      // guard sends the shopper to login with the redirect). Session storage (a checkout being typed) is
      // left alone.
      sessionActions.clearCredentials();
      // What belonged to the ended session goes; what is on screen stays (no skeletons over a form being
      // typed) and is refetched for the guest once the guest token is there.
      queryClient.removeQueries({ predicate: (query) => isSessionData(query) && !query.isActive() });
      if (wasCustomer) toastBus.show({ intent: 'warning', message: sessionEndedMessage });
      void startGuestSession()
        .catch(() => undefined)
        .finally(() => void queryClient.invalidateQueries({ predicate: isSessionData }));
    },
    onNotFound: () => raiseNotFound(window.location.pathname),
    notify: ({ text, message, details }) => toastBus.show({ intent: 'error', text, message, details }),
    onData: (data) => sessionActions.setTotals(syncListCaches(queryClient, data)),
  });
