import { setupWorker } from 'msw/browser';
import { createDb } from '../mocks/db/create-db';
import { createHandlers } from '../mocks/handlers/all-handlers';
import { MOCK_API_BASE_URL } from '../src/config/env';

/**
 * Storybook runs on the same stateful handlers as the app (in memory, not persisted), with the generated
 * faker handlers behind them. Stories override single endpoints through `parameters.msw`.
 */
const db = createDb({ mediaBaseUrl: MOCK_API_BASE_URL });

/** Each story starts from the seeded shop: nothing an earlier story (of any file) ordered, carted or changed. */
export const resetStorybookMock = () => db.reset();

export const startStorybookMock = async () => {
  const worker = setupWorker(...createHandlers(db, { apiBaseUrl: MOCK_API_BASE_URL, latencyMs: 0 }));
  await worker.start({ serviceWorker: { url: '/mockServiceWorker.js' }, onUnhandledRequest: 'bypass', quiet: true });
  return worker;
};
