import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { syncListCaches } from '../api/cache-sync';
import { sessionActions } from '../session/session-store';
import { startSession } from '../session/start-session';
import { afterLeadImagePaint } from '../lib/lead-image-paint';
import type { Messages } from '../i18n/load-messages';
import type { Locale } from '../i18n/locales';
import { replayPendingCartChanges } from '../features/cart/cart-changes';
import { AppRoutes } from './app-routes';
import { AppProviders } from './providers';

export interface AppProps {
  queryClient: QueryClient;
  locale: Locale;
  messages: Messages;
}

export function App({ queryClient, locale, messages }: AppProps) {
  useEffect(() => {
    // Once the first screen is complete, its lead image painted (at most 300 ms after this first commit): on a
    // phone the session's request, made before that paint, shared the network with what it needed and
    // delayed it (decisions 034-lead, 035-lead). Not when idle: a shopper's first click on "add to cart"
    // needs the session. Once the shopper is known, a cart change the last page asked for and did not see
    // answered is sent again.
    void afterLeadImagePaint()
      .then(() => startSession((lists) => sessionActions.setTotals(syncListCaches(queryClient, lists))))
      .then(() => replayPendingCartChanges(queryClient));
  }, [queryClient]);

  return (
    <AppProviders queryClient={queryClient} locale={locale} messages={messages}>
      <AppRoutes locale={locale} />
    </AppProviders>
  );
}
