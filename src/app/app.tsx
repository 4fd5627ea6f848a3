import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { syncListCaches } from '../api/cache-sync';
import { sessionActions } from '../session/session-store';
import { startSession } from '../session/start-session';
import { afterNextPaint } from '../lib/after-next-paint';
import type { Messages } from '../i18n/load-messages';
import type { Locale } from '../i18n/locales';
import { replayPendingCartChanges } from '../features/cart/cart-changes';
import { AppRoutes } from './app-routes';
import { AppProviders } from './providers';

/** Longest wait for the first render's frame before the session starts anyway. */
const SESSION_PAINT_WAIT_MS = 200;

export interface AppProps {
  queryClient: QueryClient;
  locale: Locale;
  messages: Messages;
}

export function App({ queryClient, locale, messages }: AppProps) {
  useEffect(() => {
    // Once the first render is on screen (its lead image with it): on a phone the session's request and the
    // redraw its answer brings came before the page's largest image was painted, and delayed it (decision
    // 034-lead). A frame later, not when idle nor once the lead image is painted (decision 035-lead: a wider
    // window made an early "add to cart" race the session in CI): a shopper's first click needs the session.
    // Once the shopper is known, a cart change the last page asked for and did not see answered is sent again.
    void afterNextPaint(SESSION_PAINT_WAIT_MS)
      .then(() => startSession((lists) => sessionActions.setTotals(syncListCaches(queryClient, lists))))
      .then(() => replayPendingCartChanges(queryClient));
  }, [queryClient]);

  return (
    <AppProviders queryClient={queryClient} locale={locale} messages={messages}>
      <AppRoutes locale={locale} />
    </AppProviders>
  );
}
