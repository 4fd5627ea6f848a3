import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { env } from '../config/env';
import { loadMessagesOrEnglish } from '../i18n/load-messages';
import { localeStore, setLocale } from '../i18n/locale-store';
import { isLocale } from '../i18n/locales';
import { getGetPreloadedDataQueryOptions } from '../api/generated/endpoints/preloaded/preloaded';
import { preloadPageAtStart, prefetchAtStart } from '../components/routing/route-prefetch';
import { App } from './app';
import { connectHttpToApp } from './connect-http-to-app';
import { createQueryClient } from '../api/query-client';

/** How long the first render waits for the shop's settings before drawing the shell without them. */
const FIRST_RENDER_SETTINGS_WAIT_MS = 3000;

/**
 * Starts the shop in `rootElement` (main.ts loads this once the static shell has been painted): the mock in
 * a mock build, the locale and its messages, the shop's settings and the opened page's chunk and data, then
 * the first render. It rejects when start-up cannot finish (main.ts then shows the start-up failure).
 */
export async function start(rootElement: HTMLElement): Promise<void> {
  // Mock mode is decided at build time: without an API URL this branch, and the mock chunk, exist. The mock
  // API starts beside the app's own chunks (messages, the opened page's chunk); only calls to it wait for it
  // (decision 030-s15a). Nothing is awaited before `mockApi` is, so its failure is always handled.
  const mockApi = import.meta.env.VITE_API_BASE_URL
    ? null
    : import('../../mocks/browser').then(({ startMockWorker }) => startMockWorker({ apiBaseUrl: env.apiBaseUrl, latencyMs: env.mockLatencyMs, quiet: true }));
  const [, fromAddress = '', ...rest] = window.location.pathname.split('/');
  if (isLocale(fromAddress)) setLocale(fromAddress);
  const { locale } = localeStore;
  const messages = loadMessagesOrEnglish(locale);
  if (locale === 'ar') void import('./fonts-arabic');
  if (mockApi) {
    void messages.catch(() => undefined); // awaited below; a failure must not count as unhandled meanwhile
    if (isLocale(fromAddress)) preloadPageAtStart(`/${rest.join('/')}`);
    await mockApi;
  }
  const queryClient = createQueryClient();
  connectHttpToApp(queryClient);
  // What the first paint needs starts now, beside the messages (decision 011-h11): the shop's settings and
  // the opened page's chunk and data, instead of one after the other behind the first render.
  const preloaded = queryClient.prefetchQuery(getGetPreloadedDataQueryOptions());
  if (isLocale(fromAddress)) prefetchAtStart(`/${rest.join('/')}`, window.location.search, queryClient);

  // The first render also waits for the shop's settings (decision 018-s11): the header takes its shape
  // from them (top banner, logo, category strip), and when they came after the first paint everything
  // below moved down (a layout shift whenever /preloaded-data was slower than the messages). Bounded, so
  // a slow or failing API still gets the shell on screen; prefetchQuery never rejects.
  const settingsOrTimeout = Promise.race([preloaded, new Promise((done) => setTimeout(done, FIRST_RENDER_SETTINGS_WAIT_MS))]);
  const [loadedMessages] = await Promise.all([messages, settingsOrTimeout]);
  // A transition: React renders the app in slices and lets the browser breathe between them (the static
  // shell stays on screen until the first commit), instead of one long task of the whole tree (decision 028).
  const root = createRoot(rootElement);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App queryClient={queryClient} locale={locale} messages={loadedMessages} />
      </StrictMode>,
    ),
  );
}
