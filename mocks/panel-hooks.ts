/**
 * What the developers' mock panel (src/app/mock-panel/, decision 057) reads and sets in the browser's mock, as
 * tester hooks beside the others (the outbox, the state): the journal of the last calls and the tab's latency.
 * The panel talks to them over HTTP like any client, so the app never imports the mock.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { underApi } from './handlers/kit';

/** How many calls the journal keeps, newest first. */
export const JOURNAL_SIZE = 50;

export interface JournalEntry {
  method: string;
  /** Path and query under the API's base. */
  path: string;
  status: number;
  /** When the call was made (epoch ms) and how long its answer took. */
  at: number;
  ms: number;
  scenario: string;
}

/** The tab's latency survives a reload, as its scenario does. */
export const LATENCY_STORAGE_KEY = 'storefront.mock-latency';

/** Settings a developer changes at run time: read by the handlers at each call. */
export interface LiveMockSettings {
  latencyMs: number;
  scenario: () => string;
}

export function createJournal(limit = JOURNAL_SIZE) {
  const entries: JournalEntry[] = [];
  return {
    entries: () => [...entries],
    record(entry: JournalEntry) {
      entries.unshift(entry);
      entries.length = Math.min(entries.length, limit);
    },
  };
}

export type Journal = ReturnType<typeof createJournal>;

/** A call the journal keeps: the API's, not the hooks' own nor the pictures'. */
export const isJournalled = (url: URL, apiPath: string) => !url.pathname.includes('/__mock/') && !url.pathname.startsWith(`${apiPath}/media/`);

/**
 * `GET {api}/__mock/journal`; `GET` and `PUT {api}/__mock/latency` (`{ latencyMs }`, 0–10,000); `GET
 * {api}/__mock/scenarios` (`{ active, scenarios: [{ name, description }] }`, as the standalone server answers it).
 */
export function panelHooks(apiBaseUrl: string, journal: Journal, live: LiveMockSettings, storage?: Storage): RequestHandler[] {
  const mine = (request: Request) => underApi(request.url, apiBaseUrl);
  return [
    http.get('*/__mock/journal', ({ request }) => (mine(request) ? HttpResponse.json(journal.entries()) : undefined)),
    http.get('*/__mock/scenarios', async ({ request }) => {
      if (!mine(request)) return undefined;
      // The registry is loaded when asked (the panel is open), not at the mock's start.
      const { scenarios } = await import('./scenarios/index');
      return HttpResponse.json({ active: live.scenario(), scenarios: scenarios.map(({ name, description }) => ({ name, description })) });
    }),
    http.get('*/__mock/latency', ({ request }) => (mine(request) ? HttpResponse.json({ latencyMs: live.latencyMs }) : undefined)),
    http.put('*/__mock/latency', async ({ request }) => {
      if (!mine(request)) return undefined;
      const { latencyMs } = (await request.json().catch(() => ({}))) as { latencyMs?: unknown };
      if (typeof latencyMs !== 'number' || !Number.isInteger(latencyMs) || latencyMs < 0 || latencyMs > 10_000) {
        return HttpResponse.json({ success: false, message: 'latencyMs must be a whole number of milliseconds from 0 to 10000.' }, { status: 422 });
      }
      live.latencyMs = latencyMs;
      storage?.setItem(LATENCY_STORAGE_KEY, String(latencyMs));
      return HttpResponse.json({ latencyMs });
    }),
  ];
}

/** The latency this tab chose last (the panel), else the build's. */
export function storedLatency(storage: Storage, fallback: number): number {
  const stored = Number(storage.getItem(LATENCY_STORAGE_KEY) ?? Number.NaN);
  return Number.isInteger(stored) && stored >= 0 && stored <= 10_000 ? stored : fallback;
}
