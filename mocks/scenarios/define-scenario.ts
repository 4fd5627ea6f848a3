/**
 * A mock scenario: a named world of the mock API. It changes data (`seed`: its own fresh seed) and behaviour
 * (`overrides` of the handlers' rules, `network`: a delay or a forced status per request), never an answer's shape:
 * the answers still come from the stateful handlers built on the generated ones. What it does not set is the
 * default world's. The registry is `index.ts`; decision 056 (mock scenarios) says how each host switches.
 */
import type { MockDb, SeedRecipe } from '../db/create-db';
import type { HandlerOverrides } from '../handlers/overrides';

/** One request as a scenario's network rule sees it. */
export interface NetworkCall {
  request: Request;
  method: string;
  url: URL;
  /** The path under the API's base (`/products`, `/media/products/1-0.svg`), with the query. */
  path: string;
  /** 1 the first time this world is asked this method and path, 2 the second… (a retry is a new draw). */
  attempt: number;
  /** The world's database (a rule may read it, or expire a token). */
  db: MockDb;
}

/** What happens to one request before the handlers answer it: a delay, then a forced status (with the contract's error body). */
export interface NetworkRule {
  delayMs?: number;
  status?: number;
}

export interface Scenario {
  /** Lower-case words joined by hyphens: what `?mock-scenario=`, `MOCK_SCENARIO` and `x-mock-scenario` name. */
  name: string;
  /** One sentence for developers: what the shop looks like in it (the generated docs/mock-scenarios.md lists it). */
  description: string;
  /** Its own world's data: set, the scenario gets a database of its own, seeded so; unset, it shares the default's. */
  seed?: SeedRecipe;
  overrides?: HandlerOverrides;
  network?: (call: NetworkCall) => NetworkRule | undefined;
}

const NAME = /^[a-z]+(?:-[a-z]+)*$/;

export function defineScenario<const Name extends string>(scenario: Scenario & { name: Name }): Scenario & { name: Name } {
  if (!NAME.test(scenario.name)) throw new Error(`A scenario's name is lower-case words joined by hyphens, not "${scenario.name}".`);
  return scenario;
}
