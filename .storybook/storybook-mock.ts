import { setupWorker, type SetupWorker } from 'msw/browser';
import { createDb, type MockDb } from '../mocks/db/create-db';
import { createHandlers } from '../mocks/handlers/all-handlers';
import { findScenario, scenarioNames } from '../mocks/scenarios/index';
import { handlersInScenario } from '../mocks/scenarios/world';
import { MOCK_API_BASE_URL } from '../src/config/env';
import type { Scenario } from '../mocks/scenarios/define-scenario';

/**
 * Storybook runs on the same stateful handlers as the app (in memory, not persisted), with the generated faker
 * handlers behind them, in a mock scenario of the registry (mocks/scenarios): `setStorybookScenario(name)` switches
 * it (a toolbar choice or a story's `parameters.mockScenario`). Stories still override single endpoints through
 * `parameters.msw`, in front of the scenario's handlers.
 */
const handlerOptions = { apiBaseUrl: MOCK_API_BASE_URL, latencyMs: 0 };
const defaultDb = createDb({ mediaBaseUrl: MOCK_API_BASE_URL });
let scenario: Scenario | undefined;
let db: MockDb = defaultDb;
let worker: SetupWorker | null = null;

/** Each story starts from its scenario's seeded shop: nothing an earlier story (of any file) ordered, carted or changed. */
export const resetStorybookMock = () => db.reset();

export const startStorybookMock = async () => {
  worker = setupWorker(...handlersInScenario(db, scenario, handlerOptions, createHandlers));
  await worker.start({ serviceWorker: { url: '/mockServiceWorker.js' }, onUnhandledRequest: 'bypass', quiet: true });
  return worker;
};

/** The scenario names, in the registry's order (for a toolbar). */
export const storybookScenarios = scenarioNames;

/**
 * Answer in this scenario from now on (`default` for the default world); an unknown name throws. Its db is fresh
 * (seeded for it); `parameters.msw` handlers a story adds afterwards stay in front.
 */
export function setStorybookScenario(name: string): void {
  const next = findScenario(name);
  if (!next) throw new Error(`There is no mock scenario "${name}" (there are: ${scenarioNames.join(', ')}).`);
  scenario = next.name === 'default' ? undefined : next;
  db = next.seed ? createDb({ mediaBaseUrl: MOCK_API_BASE_URL, seed: next.seed }) : defaultDb;
  worker?.resetHandlers(...handlersInScenario(db, scenario, handlerOptions, createHandlers));
}
