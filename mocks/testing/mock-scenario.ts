import { currentMockServer, type MockServer } from '../node';

/**
 * Runs the rest of this Vitest test in a mock scenario (the unit setup's msw/node server): call it in the test or
 * its `beforeEach`. The setup's `afterEach` (`resetHandlers`, `resetMockDb`) brings the default world back.
 *
 *   it('shows no orders to a new customer', async () => { useMockScenario('new-customer'); … });
 */
export function useMockScenario(name: string): MockServer {
  const server = currentMockServer();
  if (!server) throw new Error('useMockScenario needs the mock server of tests/setup/mock-server.ts (createMockServer).');
  server.useScenario(name);
  return server;
}
