/**
 * The mock API in Node (Vitest): msw/node with a fresh in-memory db.
 *
 *   const server = createMockServer();
 *   beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
 *   afterEach(() => { server.resetHandlers(); resetMockDb(); });
 *   afterAll(() => server.close());
 *
 * Every answer is checked against the generated zod response schema (unless `validateResponses:
 * false`): a mock answer that breaks the contract becomes a 500 and is listed in
 * `server.contractViolations`, so the test that triggered it fails.
 *
 * A test runs in a mock scenario with `useMockScenario('new-customer')` (mocks/testing/mock-scenario.ts) or
 * `server.useScenario(name)`: the scenario's world replaces the default until `resetHandlers()` and `resetMockDb()`.
 */
import { setupServer, type SetupServer } from 'msw/node';
import { createDb, type MockDb } from './db/create-db';
import { createHandlers } from './handlers/all-handlers';
import { findScenario, scenarioNames } from './scenarios/index';
import { handlersInScenario } from './scenarios/world';
import type { ContractViolation, MockHandlerOptions } from './handlers/kit';

export interface MockServerOptions extends Omit<MockHandlerOptions, 'apiBaseUrl'> {
  /** The clock (epoch ms) the db reads; default `Date.now`. Inject one to move time in tests. */
  now?: () => number;
  /** Prefix of media URLs in answers; default `/api`. */
  mediaBaseUrl?: string;
}

export interface MockServer extends SetupServer {
  db: MockDb;
  /** Answers that broke the contract since the last `resetMockDb()`. */
  contractViolations: ContractViolation[];
  /**
   * Answer in this scenario from now on: its seed (if it has one) replaces the db's state, its handlers go in front
   * (`server.use`). `resetHandlers()` and `resetMockDb()` bring the default world back. Throws on an unknown name.
   */
  useScenario(name: string): void;
}

let current: MockServer | null = null;

export function createMockServer(options: MockServerOptions = {}): MockServer {
  const db = createDb({ now: options.now, mediaBaseUrl: options.mediaBaseUrl ?? '/api' });
  const contractViolations: ContractViolation[] = [];
  const handlerOptions: MockHandlerOptions = {
    latencyMs: options.latencyMs ?? 0,
    validateResponses: options.validateResponses ?? true,
    onContractViolation: (violation) => {
      contractViolations.push(violation);
      (options.onContractViolation ?? ((v: ContractViolation) => console.error(`[mock api] contract violation: ${v.method} ${v.url}`, v.issues)))(violation);
    },
    onOtpSent: options.onOtpSent,
    includeFallbacks: options.includeFallbacks,
  };
  const msw = setupServer(...handlersInScenario(db, undefined, handlerOptions, createHandlers));
  const server: MockServer = Object.assign(msw, {
    db,
    contractViolations,
    useScenario(name: string) {
      const scenario = findScenario(name);
      if (!scenario) throw new Error(`There is no mock scenario "${name}" (there are: ${scenarioNames.join(', ')}).`);
      if (scenario.seed) db.state = createDb({ now: () => db.now(), mediaBaseUrl: options.mediaBaseUrl ?? '/api', seed: scenario.seed }).state;
      msw.use(...handlersInScenario(db, scenario, handlerOptions, createHandlers));
    },
  });
  current = server;
  return server;
}

/** The mock server created last (the one `tests/setup/mock-server.ts` starts for every unit test), if any. */
export function currentMockServer(): MockServer | null {
  return current;
}

/**
 * Fresh seed for the most recently created mock server: its original clock comes back (see
 * `db.useClock`), the state is re-seeded at that clock and the contract violations are cleared.
 */
export function resetMockDb(): void {
  if (!current) return;
  current.db.useClock();
  current.db.reset();
  current.contractViolations.length = 0;
}
