import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { syncListCaches } from '../api/cache-sync';
import { sessionActions } from '../session/session-store';
import { startSession } from '../session/start-session';
import type { Messages } from '../i18n/load-messages';
import type { Locale } from '../i18n/locales';
import { AppRoutes } from './app-routes';
import { AppProviders } from './providers';

export interface AppProps {
  queryClient: QueryClient;
  locale: Locale;
  messages: Messages;
}

export function App({ queryClient, locale, messages }: AppProps) {
  useEffect(() => {
    void startSession((lists) => sessionActions.setTotals(syncListCaches(queryClient, lists)));
  }, [queryClient]);

  return (
    <AppProviders queryClient={queryClient} locale={locale} messages={messages}>
      <AppRoutes locale={locale} />
    </AppProviders>
  );
}
