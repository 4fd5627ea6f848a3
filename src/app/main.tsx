import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { env } from '../config/env';
import { loadMessages } from '../i18n/load-messages';
import { localeStore, setLocale } from '../i18n/locale-store';
import { isLocale } from '../i18n/locales';
import { App } from './app';
import { connectHttpToApp } from './connect-http-to-app';
import { createQueryClient } from '../api/query-client';
import './fonts';
import './global.css';

const start = async () => {
  // Mock mode is decided at build time: without an API URL this branch, and the mock chunk, exist.
  if (!import.meta.env.VITE_API_BASE_URL) {
    const { startMockWorker } = await import('../../mocks/browser');
    await startMockWorker({ apiBaseUrl: env.apiBaseUrl, latencyMs: env.mockLatencyMs, quiet: true });
  }
  const fromAddress = window.location.pathname.split('/')[1];
  if (isLocale(fromAddress)) setLocale(fromAddress);
  const { locale } = localeStore;
  const messages = await loadMessages(locale);
  const queryClient = createQueryClient();
  connectHttpToApp(queryClient);

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} locale={locale} messages={messages} />
    </StrictMode>,
  );
};

void start();
