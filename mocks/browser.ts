/**
 * The mock API in the browser (dev, preview, demo): an msw service worker answering from an
 * in-memory db that survives reloads in localStorage (`storefront.mock-db`, with a schema version:
 * a corrupted or outdated saved state is replaced by a fresh seed).
 */
import { setupWorker, type SetupWorker } from 'msw/browser';
import { createDebouncedSaver, hasSavedState, MOCK_DB_STORAGE_KEY } from './browser-storage';
import { createDb, type MockDb } from './db/create-db';
import { createStatefulHandlers } from './handlers/stateful-handlers';
import { createJournal, isJournalled, panelHooks, storedLatency, type LiveMockSettings } from './panel-hooks';

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
  // What the developers' panel changes at run time (panel-hooks.ts): the latency, kept for the tab.
  const live: LiveMockSettings = { latencyMs: storedLatency(window.sessionStorage, options.latencyMs), scenario: () => 'default' };
  const stateful = createStatefulHandlers(db, {
    apiBaseUrl: options.apiBaseUrl,
    get latencyMs() {
      return live.latencyMs;
    },
    onOtpSent: (message) => console.info(`[mock api] one-time code for ${message.email}: ${message.code}`),
  });
  const journal = createJournal();
  const worker = setupWorker(...panelHooks(options.apiBaseUrl, journal, live, window.sessionStorage), ...stateful);
  await worker.start({ serviceWorker: { url: '/mockServiceWorker.js' }, onUnhandledRequest: 'bypass', quiet: options.quiet ?? false });
  journalCalls(worker, journal, live, new URL(options.apiBaseUrl, window.location.origin).pathname.replace(/\/+$/, ''));
  // No faker fallbacks here: every operation of the contract has a stateful handler
  // (stateful-handlers.test.ts), so they would never answer, and they are most of faker's weight.
  return worker;
}

/** Each answered call of the API into the journal the panel shows: method, path, status, when, how long, scenario. */
function journalCalls(worker: SetupWorker, journal: ReturnType<typeof createJournal>, live: LiveMockSettings, apiPath: string) {
  const started = new Map<string, number>();
  worker.events.on('request:start', ({ requestId }) => void started.set(requestId, Date.now()));
  worker.events.on('response:bypass', ({ requestId }) => void started.delete(requestId));
  worker.events.on('response:mocked', ({ request, response, requestId }) => {
    const at = started.get(requestId) ?? Date.now();
    started.delete(requestId);
    const url = new URL(request.url);
    if (!isJournalled(url, apiPath)) return;
    const path = `${url.pathname.slice(apiPath.length)}${url.search}`;
    journal.record({ method: request.method, path, status: response.status, at, ms: Date.now() - at, scenario: live.scenario() });
  });
}

/** Throw the browser's mock state away and start from a fresh seed (for a "reset demo data" action). */
export function resetMockWorkerDb(): void {
  if (db) db.reset();
  else window.localStorage.removeItem(MOCK_DB_STORAGE_KEY);
}
