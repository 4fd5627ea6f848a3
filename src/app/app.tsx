import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { syncListCaches } from '../api/cache-sync';
import { sessionActions } from '../session/session-store';
import { beginSession, prepareSessionStart, startSession } from '../session/start-session';
import { afterLeadImagePaint } from '../lib/lead-image-paint';
import { whenIdle } from '../lib/when-idle';
import type { Messages } from '../i18n/load-messages';
import type { Locale } from '../i18n/locales';
import { replayPendingCartChanges } from '../features/cart/cart-changes';
import { syncCartAcrossTabs } from '../features/cart/cart-tab-sync';
import { AppRoutes } from './router/app-routes';
import { AppProviders } from './providers';

/**
 * The developers' mock panel's button (decision 057), in a mock-mode build only: a build for a real API has neither
 * this branch nor the panel's chunks (scripts/check-real-build.mjs). Its small chunk is asked for once the page's lead
 * image is painted and the browser is idle; the panel's own chunk at the button's first press. A browser driven by
 * automation (`navigator.webdriver`: the end-to-end and visual tests, Lighthouse) is not shown it, so what those
 * runs click, picture and measure is the shop alone.
 */
const MockPanelButton =
  import.meta.env.VITE_API_BASE_URL || navigator.webdriver
    ? null
    : lazy(() =>
        afterLeadImagePaint()
          .then(() => new Promise<void>((done) => whenIdle(done)))
          .then(() => import('./mock-panel/mock-panel-button')),
      );

export interface AppProps {
  queryClient: QueryClient;
  locale: Locale;
  messages: Messages;
}

export function App({ queryClient, locale, messages }: AppProps) {
  useEffect(() => {
    // Once the opened page's lead image is on screen (lead-image-paint.ts, at most 300 ms after the first render):
    // on a phone the session's request and the redraw its answer brings came before the page's largest image was
    // painted, and delayed it (decisions 030, 031). A shopper's change made before then (a first "add to
    // cart") begins the session itself and waits for it (`beginSession`, decision 032).
    // Once the shopper is known, a cart change the last page asked for and did not see answered is sent again.
    prepareSessionStart(() => startSession((lists) => sessionActions.setTotals(syncListCaches(queryClient, lists))));
    void afterLeadImagePaint()
      .then(beginSession)
      .then(() => replayPendingCartChanges(queryClient));
  }, [queryClient]);
  // Tabs agree on the cart: another tab's change or this tab coming back into view reads it again.
  useEffect(() => syncCartAcrossTabs(queryClient), [queryClient]);

  return (
    <AppProviders queryClient={queryClient} locale={locale} messages={messages}>
      <AppRoutes locale={locale} />
      {MockPanelButton && (
        <Suspense fallback={null}>
          <MockPanelButton />
        </Suspense>
      )}
    </AppProviders>
  );
}
