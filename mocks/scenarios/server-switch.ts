/**
 * The standalone server's scenarios (mocks/server.ts): one world per scenario, made when first asked (a scenario
 * with a seed gets a database of its own; the others share the default world's). A request answers in the server's
 * scenario (`MOCK_SCENARIO`, or `PUT /__mock/scenario` with tester hooks on), or in the one its `x-mock-scenario`
 * header names. `GET /__mock/scenarios` lists them (always: it reveals nothing).
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { createHandlers } from '../handlers/all-handlers';
import { findScenario, scenarioNames, scenarios } from './index';
import { handlersInScenario } from './world';
import type { Scenario } from './define-scenario';
import type { MockDb, SeedRecipe } from '../db/create-db';
import type { MockHandlerOptions } from '../handlers/kit';

export const MOCK_SCENARIO_HEADER = 'x-mock-scenario';

export interface ScenarioSwitchOptions {
  /** The server's scenario at start (`MOCK_SCENARIO`); default `default`. */
  initial?: string;
  /** The default world's database. */
  db: MockDb;
  /** A database for a scenario with a seed of its own. */
  createDb: (seed: SeedRecipe) => MockDb;
  handlerOptions: MockHandlerOptions;
}

export interface ScenarioSwitch {
  active(): string;
  /** The handlers that answer this request: the control routes, then its scenario's world. */
  handlersFor(request: Request): RequestHandler[];
}

const unknownScenario = (name: string) =>
  `There is no mock scenario "${name}". There are: ${scenarioNames.join(', ')}.`;

/** The scenario of this name; throws with the list of names otherwise (a server must not start in a world it does not have). */
export function scenarioNamed(name: string): Scenario {
  const scenario = findScenario(name);
  if (!scenario) throw new Error(unknownScenario(name));
  return scenario;
}

export function createScenarioSwitch(options: ScenarioSwitchOptions): ScenarioSwitch {
  const worlds = new Map<string, RequestHandler[]>();
  let active = scenarioNamed(options.initial || 'default').name;
  const world = (scenario: Scenario) => {
    let handlers = worlds.get(scenario.name);
    if (!handlers) {
      const db = scenario.seed ? options.createDb(scenario.seed) : options.db;
      handlers = handlersInScenario(db, scenario, options.handlerOptions, createHandlers);
      worlds.set(scenario.name, handlers);
    }
    return handlers;
  };
  const control: RequestHandler[] = [
    http.get('*/__mock/scenarios', () => HttpResponse.json({ active, scenarios: scenarios.map(({ name, description }) => ({ name, description })) })),
  ];
  if (options.handlerOptions.testHooks !== false) {
    control.push(
      http.put('*/__mock/scenario', async ({ request }) => {
        const body = (await request.json().catch(() => null)) as { name?: unknown } | null;
        const scenario = typeof body?.name === 'string' ? findScenario(body.name) : undefined;
        if (!scenario) return HttpResponse.json({ success: false, message: unknownScenario(String(body?.name ?? '')) }, { status: 422 });
        active = scenario.name;
        return HttpResponse.json({ active });
      }),
    );
  }
  return {
    active: () => active,
    handlersFor(request) {
      const asked = request.headers.get(MOCK_SCENARIO_HEADER)?.trim();
      if (!asked) return [...control, ...world(scenarioNamed(active))];
      const scenario = findScenario(asked);
      if (!scenario) return [http.all('*', () => HttpResponse.json({ success: false, message: unknownScenario(asked) }, { status: 400 }))];
      return [...control, ...world(scenario)];
    },
  };
}
