import type { QueryClient } from '@tanstack/react-query';
import { navigate } from 'wouter/use-browser-location';
import { syncListCaches } from '../api/cache-sync';
import { connectHttp } from '../api/http/http-hooks';
import { toastBus } from '../components/toast/toast-bus';
import { sessionActions, sessionStore } from '../features/session/session-store';
import { startGuestSession } from '../features/session/start-session';
import { localeStore } from '../i18n/locale-store';
import { raiseNotFound } from './not-found-store';

/**
 * Wires the one HTTP client to the app (spec section 8 in one place): tokens and locale for the
 * headers, 401 logout, 404 not-found page, toasts, and cache/count sync from every response.
 */
export const connectHttpToApp = (queryClient: QueryClient) =>
  connectHttp({
    getAccessToken: () => sessionStore.token,
    getLocale: () => localeStore.locale,
    onUnauthorized: () => {
      const wasCustomer = sessionStore.role === 'customer';
      sessionActions.clearCredentials();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== '/preloaded-data' });
      // A customer is logged out to the login page; a guest whose token expired just gets a new one.
      if (wasCustomer) navigate(`/${localeStore.locale}/login`);
      void startGuestSession();
    },
    onNotFound: () => raiseNotFound(window.location.pathname),
    notify: ({ text, message }) => toastBus.show({ intent: 'error', text, message }),
    onData: (data) => sessionActions.setTotals(syncListCaches(queryClient, data)),
  });
