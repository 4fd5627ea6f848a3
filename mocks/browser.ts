/**
 * The mock API in the browser (dev, preview, demo): an msw service worker answering from an
 * in-memory db that survives reloads in localStorage (`storefront.mock-db`, with a schema version:
 * a corrupted or outdated saved state is replaced by a fresh seed).
 */
import { setupWorker, type SetupWorker } from 'msw/browser';
import { createDebouncedSaver, hasSavedState, MOCK_DB_STORAGE_KEY } from './browser-storage';
import { createDb, type MockDb } from './db/create-db';
import { createStatefulHandlers } from './handlers/stateful-handlers';

export interface StartMockWorkerOptions {
  /** The API base the SPA calls (e.g. `/api`): only requests under it are answered. */
  apiBaseUrl: string;
  /** Simulated latency per answer, in ms. */
  latencyMs: number;
  /** Silence msw's console messages. */
  quiet?: boolean;
}

let db: MockDb | null = null;

export async function startMockWorker(options: StartMockWorkerOptions): Promise<SetupWorker> {
  const saver = createDebouncedSaver(window.localStorage);
  const initialState = hasSavedState(window.localStorage) ? ((await import('./saved-state')).loadState(window.localStorage) ?? undefined) : undefined;
  db = createDb({ initialState, mediaBaseUrl: options.apiBaseUrl, onChange: (state) => saver.schedule(state) });
  if (!initialState) saver.schedule(db.state);
  window.addEventListener('pagehide', () => saver.flush());
  const stateful = createStatefulHandlers(db, {
    apiBaseUrl: options.apiBaseUrl,
    latencyMs: options.latencyMs,
    onOtpSent: (message) => console.info(`[mock api] one-time code for ${message.email}: ${message.code}`),
  });
  const worker = setupWorker(...stateful);
  await worker.start({ serviceWorker: { url: '/mockServiceWorker.js' }, onUnhandledRequest: 'bypass', quiet: options.quiet ?? false });
  // No faker fallbacks here: every operation of the contract has a stateful handler
  // (stateful-handlers.test.ts), so they would never answer, and they are most of faker's weight.
  return worker;
}

/** Throw the browser's mock state away and start from a fresh seed (for a "reset demo data" action). */
export function resetMockWorkerDb(): void {
  if (db) db.reset();
  else window.localStorage.removeItem(MOCK_DB_STORAGE_KEY);
}
