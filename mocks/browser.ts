/**
 * The mock API in the browser (dev, preview, demo): an msw service worker answering from an in-memory db that
 * survives reloads (with a schema version: a corrupted or outdated saved state is replaced by a fresh seed).
 *
 * The tab's mock scenario (`?mock-scenario=NAME`, kept for the tab: scenarios/active.ts) picks the world: the
 * default world's data is kept in localStorage (`storefront.mock-db`) and shared by the scenarios that change
 * behaviour only; a scenario with data of its own keeps it in sessionStorage (`storefront.mock-db.<name>`), except
 * a grown catalogue, which would not fit. The registry is loaded only when a scenario other than the default is on.
 * `setActiveScenario` (or `storefrontMock.setActiveScenario('flaky')` in the console) switches at once.
 */
import { setupWorker, type SetupWorker } from 'msw/browser';
import { createDebouncedSaver, hasSavedState, MOCK_DB_STORAGE_KEY } from './browser-storage';
import { createDb, type MockDb } from './db/create-db';
import type { DbState } from './db/types';
import { createStatefulHandlers } from './handlers/stateful-handlers';
import { createJournal, isJournalled, panelHooks, storedLatency, type Journal, type LiveMockSettings } from './panel-hooks';
import { activeScenario, DEFAULT_SCENARIO, setActiveScenario, subscribeScenario, takeScenarioFromAddress } from './scenarios/active';
import { handlersInScenario } from './scenarios/world';
import type { Scenario } from './scenarios/define-scenario';
import { nextTask } from '../src/lib/next-task';

export interface StartMockWorkerOptions {
  /** The API base the SPA calls (e.g. `/api`): only requests under it are answered. */
  apiBaseUrl: string;
  /** Simulated latency per answer, in ms. */
  latencyMs: number;
  /** Silence msw's console messages. */
  quiet?: boolean;
  /**
   * msw's service worker, when the page registered it itself at the start (src/app/mock-service-worker.ts): its
   * script and the wait for it to control the page, awaited before msw starts. Unset: msw registers `/mockServiceWorker.js`.
   */
  serviceWorker?: { url: string; registered: Promise<void> };
}

const whenIdle = (work: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(work, { timeout: 2000 }) : setTimeout(work, 1));

const dbs = new Map<string, Promise<MockDb>>();
const savers: (() => void)[] = [];
let current: MockDb | null = null;

async function openDb(storage: Storage | null, key: string, options: StartMockWorkerOptions, scenario?: Scenario): Promise<MockDb> {
  const saver = storage && createDebouncedSaver(storage, 300, key);
  const initialState = storage && hasSavedState(storage, key) ? ((await import('./saved-state')).loadState(storage, key) ?? undefined) : undefined;
  // A fresh seed is saved once the page is idle (at most 2 s later), not in the middle of the first render
  // (decision 064); by a change's save if one comes first, and at once when the page is left.
  let seedUnsaved = Boolean(saver && !initialState);
  const schedule = (state: DbState) => {
    seedUnsaved = false;
    saver?.schedule(state);
  };
  const db = createDb({ initialState, mediaBaseUrl: options.apiBaseUrl, seed: scenario?.seed, onChange: schedule });
  if (saver) {
    const saveSeed = () => seedUnsaved && schedule(db.state);
    whenIdle(saveSeed);
    savers.push(() => {
      saveSeed();
      saver.flush();
    });
  }
  return db;
}

/** The scenario of this name from the registry (loaded only for another than the default); an unknown name gives the default. */
async function loadScenario(name: string): Promise<Scenario | undefined> {
  if (name === DEFAULT_SCENARIO) return undefined;
  const scenario = (await import('./scenarios/index')).scenarioForTab(name);
  if (!scenario) setActiveScenario(DEFAULT_SCENARIO);
  return scenario;
}

async function handlersFor(name: string, options: StartMockWorkerOptions, live: LiveMockSettings) {
  const scenario = await loadScenario(name);
  const own = scenario?.seed ? scenario.name : DEFAULT_SCENARIO;
  const storage = !scenario?.seed ? window.localStorage : scenario.seed.products ? null : window.sessionStorage;
  const key = scenario?.seed ? `${MOCK_DB_STORAGE_KEY}.${own}` : MOCK_DB_STORAGE_KEY;
  if (!dbs.has(own)) dbs.set(own, openDb(storage, key, options, scenario));
  current = await dbs.get(own)!;
  return handlersInScenario(current, scenario, {
    apiBaseUrl: options.apiBaseUrl,
    // Read at each call: the developers' panel changes it (panel-hooks.ts).
    latencyMs: () => live.latencyMs,
    onOtpSent: (message) => console.info(`[mock api] one-time code for ${message.email}: ${message.code}`),
  }, createStatefulHandlers);
}

export async function startMockWorker(options: StartMockWorkerOptions): Promise<SetupWorker> {
  // Three tasks, not one (decision 064): the chunk's evaluation (the task this import resolved in), the seed (or
  // the saved state's check), and msw's start — one task of ≈ 1 s on a phone's CPU before.
  await nextTask();
  takeScenarioFromAddress();
  // What the developers' panel reads and changes (panel-hooks.ts): the journal, the tab's latency and scenario.
  const live: LiveMockSettings = { latencyMs: storedLatency(window.sessionStorage, options.latencyMs), scenario: activeScenario };
  const journal = createJournal();
  const hooks = panelHooks(options.apiBaseUrl, journal, live, window.sessionStorage);
  const handlers = await handlersFor(activeScenario(), options, live);
  await nextTask();
  const worker = setupWorker(...hooks, ...handlers);
  window.addEventListener('pagehide', () => savers.forEach((flush) => flush()));
  await options.serviceWorker?.registered;
  await worker.start({ serviceWorker: { url: options.serviceWorker?.url ?? '/mockServiceWorker.js' }, onUnhandledRequest: 'bypass', quiet: options.quiet ?? false });
  journalCalls(worker, journal, live, new URL(options.apiBaseUrl, window.location.origin).pathname.replace(/\/+$/, ''));
  subscribeScenario((name) => void handlersFor(name, options, live).then((handlers) => worker.resetHandlers(...hooks, ...handlers)));
  Object.assign(window, { storefrontMock: { activeScenario, setActiveScenario } });
  // No faker fallbacks here: every operation of the contract has a stateful handler
  // (stateful-handlers.test.ts), so they would never answer, and they are most of faker's weight.
  return worker;
}

/** Each answered call of the API into the journal the panel shows: method, path, status, when, how long, scenario. */
function journalCalls(worker: SetupWorker, journal: Journal, live: LiveMockSettings, apiPath: string) {
  const started = new Map<string, number>();
  worker.events.on('request:start', ({ requestId }) => void started.set(requestId, Date.now()));
  worker.events.on('response:bypass', ({ requestId }) => void started.delete(requestId));
  worker.events.on('response:mocked', ({ request, response, requestId }) => {
    const at = started.get(requestId) ?? Date.now();
    started.delete(requestId);
    const url = new URL(request.url);
    if (!isJournalled(url, apiPath)) return;
    journal.record({ method: request.method, path: `${url.pathname.slice(apiPath.length)}${url.search}`, status: response.status, at, ms: Date.now() - at, scenario: live.scenario() });
  });
}

/** Throw the active world's mock state away and start from a fresh seed (for a "reset demo data" action). */
export function resetMockWorkerDb(): void {
  if (current) current.reset();
  else window.localStorage.removeItem(MOCK_DB_STORAGE_KEY);
}
