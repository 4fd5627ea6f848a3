/**
 * The mock API inside its worker (decision 067): the in-memory db, the scenario's handlers and the panel's hooks,
 * answering the page's requests with msw's own matching (`getResponse`) — off the page's main thread.
 *
 * The tab's scenario picks the world: the default world's data is kept in localStorage (`storefront.mock-db`) and
 * shared by the scenarios that change behaviour only; a scenario with data of its own keeps it in sessionStorage
 * (`storefront.mock-db.<name>`), except a grown catalogue, which would not fit. The registry is loaded only when a
 * scenario other than the default is on. Storage here is the page's, bridged (worker-scope.ts).
 */
import { getResponse, type RequestHandler } from 'msw';
import { createDebouncedSaver, hasSavedState, MOCK_DB_STORAGE_KEY } from '../browser-storage';
import { createDb, type MockDb } from '../db/create-db';
import type { DbState } from '../db/types';
import { createStatefulHandlers } from '../handlers/stateful-handlers';
import { createJournal, isJournalled, panelHooks, storedLatency, type LiveMockSettings } from '../panel-hooks';
import { DEFAULT_SCENARIO, SCENARIO_STORAGE_KEY } from '../scenarios/active';
import type { Scenario } from '../scenarios/define-scenario';
import { handlersInScenario } from '../scenarios/world';
import type { MockApiOptions } from './protocol';
import { unhandledException } from './serve-request';

/** A fresh seed is saved this long after the start (off the page's thread, but not while the first requests are answered), or by a change first. */
const SEED_SAVE_DELAY_MS = 1000;

export interface MockApi {
  /** The mock's response to a request of the page; undefined when no handler answers it. */
  answer(request: Request): Promise<Response | undefined>;
  /** The tab switched scenario (`setActiveScenario`): the next requests are answered in it. */
  switchScenario(name: string): void;
}

export function startMockApi(options: MockApiOptions, storages: { local: Storage; session: Storage }): MockApi {
  let scenarioName = options.scenario;
  const live: LiveMockSettings = { latencyMs: storedLatency(storages.session, options.latencyMs), scenario: () => scenarioName };
  const journal = createJournal();
  const hooks = panelHooks(options.apiBaseUrl, journal, live, storages.session);
  const apiPath = new URL(options.apiBaseUrl).pathname.replace(/\/+$/, '');
  // The page's clock, not the worker's: a page whose clock was set (Playwright's `clock`, which does not reach
  // workers) sees the mock's dates, countdowns and expiries where it did when the mock ran in the page.
  const clockOffset = options.pageNow - Date.now();
  const now = () => Date.now() + clockOffset;
  const dbs = new Map<string, Promise<MockDb>>();
  // Each change is saved once its request is answered (`answer` below): the page may be left the moment it has the answer.
  const savers: (() => void)[] = [];

  async function openDb(storage: Storage | null, key: string, scenario?: Scenario): Promise<MockDb> {
    const saver = storage && createDebouncedSaver(storage, 0, key);
    const initialState = storage && hasSavedState(storage, key) ? ((await import('../saved-state')).loadState(storage, key) ?? undefined) : undefined;
    let seedUnsaved = Boolean(saver && !initialState);
    const schedule = (state: DbState) => {
      seedUnsaved = false;
      saver?.schedule(state);
    };
    const db = createDb({ initialState, now, mediaBaseUrl: options.apiBaseUrl, seed: scenario?.seed, onChange: schedule });
    if (saver) {
      setTimeout(() => seedUnsaved && schedule(db.state), SEED_SAVE_DELAY_MS);
      savers.push(saver.flush);
    }
    return db;
  }

  async function handlersFor(name: string): Promise<RequestHandler[]> {
    const scenario = await loadScenario(name);
    const own = scenario?.seed ? scenario.name : DEFAULT_SCENARIO;
    const storage = !scenario?.seed ? storages.local : scenario.seed.products ? null : storages.session;
    const key = scenario?.seed ? `${MOCK_DB_STORAGE_KEY}.${own}` : MOCK_DB_STORAGE_KEY;
    if (!dbs.has(own)) dbs.set(own, openDb(storage, key, scenario));
    const handlers = handlersInScenario(await dbs.get(own)!, scenario, {
      apiBaseUrl: options.apiBaseUrl,
      // Read at each call: the developers' panel changes it (panel-hooks.ts).
      latencyMs: () => live.latencyMs,
      onOtpSent: (message) => console.info(`[mock api] one-time code for ${message.email}: ${message.code}`),
    }, createStatefulHandlers);
    return [...hooks, ...handlers];
  }

  /** The scenario of this name from the registry (loaded only for another than the default); an unknown name gives the default. */
  async function loadScenario(name: string): Promise<Scenario | undefined> {
    if (name === DEFAULT_SCENARIO) return undefined;
    const scenario = (await import('../scenarios/index')).scenarioForTab(name);
    if (!scenario) {
      scenarioName = DEFAULT_SCENARIO;
      storages.session.removeItem(SCENARIO_STORAGE_KEY);
    }
    return scenario;
  }

  let handlers = handlersFor(scenarioName);

  return {
    async answer(request) {
      const at = Date.now();
      const response = await getResponse(await handlers, request).catch((error: unknown) => {
        console.error('[mock api] a handler failed', error);
        return unhandledException(error);
      });
      for (const flush of savers) flush();
      const url = new URL(request.url);
      if (response && isJournalled(url, apiPath)) {
        journal.record({ method: request.method, path: `${url.pathname.slice(apiPath.length)}${url.search}`, status: response.status, at: at + clockOffset, ms: Date.now() - at, scenario: scenarioName });
      }
      return response;
    },
    switchScenario(name) {
      scenarioName = name;
      handlers = handlersFor(name);
    },
  };
}
