import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { env } from '../config/env';
import { loadMessagesOrEnglish } from '../i18n/load-messages';
import { localeStore, setLocale } from '../i18n/locale-store';
import { isLocale } from '../i18n/locales';
import { getGetPreloadedDataQueryOptions } from '../api/generated/endpoints/preloaded/preloaded';
import { prefetchAtStart } from '../components/routing/route-prefetch';
import { App } from './app';
import { connectHttpToApp } from './connect-http-to-app';
import { StartupFailure } from './startup-failure';
import { createQueryClient } from '../api/query-client';
import './fonts';
import './global.css';
import './shell/static-shell.css';

/** How long the first render waits for the shop's settings before drawing the shell without them. */
const FIRST_RENDER_SETTINGS_WAIT_MS = 3000;

let root: Root | undefined;
const rootElement = () => {
  const element = document.getElementById('root');
  if (!element) throw new Error('#root is missing from index.html');
  return element;
};

const start = async () => {
  // Mock mode is decided at build time: without an API URL this branch, and the mock chunk, exist.
  if (!import.meta.env.VITE_API_BASE_URL) {
    const { startMockWorker } = await import('../../mocks/browser');
    await startMockWorker({ apiBaseUrl: env.apiBaseUrl, latencyMs: env.mockLatencyMs, quiet: true });
  }
  const [, fromAddress = '', ...rest] = window.location.pathname.split('/');
  if (isLocale(fromAddress)) setLocale(fromAddress);
  const { locale } = localeStore;
  const messages = loadMessagesOrEnglish(locale);
  if (locale === 'ar') void import('./fonts-arabic');
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
  root ??= createRoot(rootElement());
  root.render(
    <StrictMode>
      <App queryClient={queryClient} locale={locale} messages={loadedMessages} />
    </StrictMode>,
  );
};

/**
 * Start-up never ends in an empty page: a chunk that would not load (messages, the mock) or a throw before
 * the first render shows a bilingual error screen whose retry loads the page again (a fresh document, so
 * the browser fetches the chunks anew).
 */
start().catch((error: unknown) => {
  console.error('[storefront] start-up failed', error);
  root ??= createRoot(rootElement());
  root.render(<StartupFailure onRetry={() => window.location.reload()} />);
});
