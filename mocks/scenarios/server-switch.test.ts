// @vitest-environment node
/**
 * The standalone server's scenario switch (server-switch.ts) on its own: the handlers it picks per request, asked
 * with msw's `getResponse` as the HTTP server asks them (mocks/http-server.ts), without sockets.
 */
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createScenarioSwitch, MOCK_SCENARIO_HEADER, scenarioNamed } from './server-switch';
import { scenarioNames } from './index';
import { createDb } from '../db/create-db';

const ORIGIN = 'http://localhost:4010';

function newSwitch({ testHooks, initial }: { testHooks: boolean; initial?: string }) {
  const options = { mediaBaseUrl: ORIGIN, mediaFormat: 'svg' } as const;
  return createScenarioSwitch({ initial, db: createDb(options), createDb: (seed) => createDb({ ...options, seed }), handlerOptions: { testHooks } });
}

type Switch = ReturnType<typeof newSwitch>;

/** One request through the switch, as the server sends it: the handlers for this request, then msw's answer. */
async function ask(scenarioSwitch: Switch, path: string, { method = 'GET', headers = {}, json }: { method?: string; headers?: Record<string, string>; json?: unknown } = {}) {
  const request = new Request(`${ORIGIN}${path}`, {
    method,
    headers: { accept: 'application/json', 'content-type': 'application/json', ...headers },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const response = await getResponse(scenarioSwitch.handlersFor(request), request);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read arbitrary JSON answers
  return { status: response?.status ?? 0, body: (response ? await response.json() : undefined) as any };
}

const productTotal = async (scenarioSwitch: Switch, headers: Record<string, string> = {}) => (await ask(scenarioSwitch, '/products', { headers })).body.data.paginationInfo.total as number;

describe('the mock server’s scenario switch', () => {
  it('x-mock-scenario answers that one request in the scenario; the next, without it, in the server’s own', async () => {
    const scenarioSwitch = newSwitch({ testHooks: false });
    const down = await ask(scenarioSwitch, '/products', { headers: { [MOCK_SCENARIO_HEADER]: 'server-down' } });
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ success: false, message: expect.any(String) });
    expect(await productTotal(scenarioSwitch, { [MOCK_SCENARIO_HEADER]: 'empty-catalogue' })).toBe(0);
    expect(await productTotal(scenarioSwitch)).toBeGreaterThan(0);
    expect(scenarioSwitch.active()).toBe('default');
  });

  it('an unknown x-mock-scenario is a 400 that names the scenarios there are', async () => {
    const scenarioSwitch = newSwitch({ testHooks: true });
    const answer = await ask(scenarioSwitch, '/products', { headers: { [MOCK_SCENARIO_HEADER]: 'no-such-world' } });
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
    expect(answer.body.message).toContain('"no-such-world"');
    for (const name of scenarioNames) expect(answer.body.message).toContain(name);
    expect(scenarioSwitch.active()).toBe('default');
  });

  it('GET /__mock/scenarios lists every scenario with its description, tester hooks off too', async () => {
    const answer = await ask(newSwitch({ testHooks: false, initial: 'flaky' }), '/__mock/scenarios');
    expect(answer.status).toBe(200);
    expect(answer.body.active).toBe('flaky');
    expect(answer.body.scenarios.map((scenario: { name: string }) => scenario.name)).toEqual(scenarioNames);
    for (const scenario of answer.body.scenarios) expect(scenario.description).toEqual(expect.any(String));
  });

  it('PUT /__mock/scenario switches the server’s scenario only with tester hooks on', async () => {
    const closed = newSwitch({ testHooks: false });
    const refused = await ask(closed, '/__mock/scenario', { method: 'PUT', json: { name: 'empty-catalogue' } });
    expect(refused.status).not.toBe(200);
    expect(closed.active()).toBe('default');
    expect(await productTotal(closed)).toBeGreaterThan(0);

    const open = newSwitch({ testHooks: true });
    const switched = await ask(open, '/__mock/scenario', { method: 'PUT', json: { name: 'empty-catalogue' } });
    expect(switched).toEqual({ status: 200, body: { active: 'empty-catalogue' } });
    expect(open.active()).toBe('empty-catalogue');
    expect(await productTotal(open)).toBe(0);
    // A request may still ask for another world, and the server's stays.
    expect(await productTotal(open, { [MOCK_SCENARIO_HEADER]: 'default' })).toBeGreaterThan(0);
    expect(await productTotal(open)).toBe(0);
  });

  it('PUT /__mock/scenario with an unknown name is refused with the names, and the scenario stays', async () => {
    const open = newSwitch({ testHooks: true, initial: 'server-down' });
    for (const json of [{ name: 'no-such-world' }, {}, { name: 7 }]) {
      const answer = await ask(open, '/__mock/scenario', { method: 'PUT', json });
      expect(answer.status).toBe(422);
      expect(answer.body.message).toContain('There are: default');
    }
    expect(open.active()).toBe('server-down');
    // The control routes answer in a failing world: the scenario can always be left.
    expect((await ask(open, '/__mock/scenario', { method: 'PUT', json: { name: 'default' } })).status).toBe(200);
    expect(await productTotal(open)).toBeGreaterThan(0);
  });

  it('a server cannot start in a scenario it does not have (MOCK_SCENARIO)', () => {
    expect(() => newSwitch({ testHooks: false, initial: 'no-such-world' })).toThrow(/There is no mock scenario "no-such-world"\. There are: default, /);
    expect(scenarioNamed('flaky').name).toBe('flaky');
  });
});
