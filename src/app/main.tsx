import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { env } from '../config/env';
import { loadMessagesOrEnglish } from '../i18n/load-messages';
import { localeStore, setLocale } from '../i18n/locale-store';
import { isLocale } from '../i18n/locales';
import { App } from './app';
import { connectHttpToApp } from './connect-http-to-app';
import { StartupFailure } from './startup-failure';
import { createQueryClient } from '../api/query-client';
import './fonts';
import './global.css';

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
  const fromAddress = window.location.pathname.split('/')[1];
  if (isLocale(fromAddress)) setLocale(fromAddress);
  const { locale } = localeStore;
  const messages = await loadMessagesOrEnglish(locale);
  const queryClient = createQueryClient();
  connectHttpToApp(queryClient);

  root ??= createRoot(rootElement());
  root.render(
    <StrictMode>
      <App queryClient={queryClient} locale={locale} messages={messages} />
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
