// @vitest-environment node
/** Export, import and reset of the mock's whole data (tester hooks), in-process and over the standalone server. */
import { getResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../db/create-db';
import { SCHEMA_VERSION } from '../db/seed';
import { createMockHttpServer, JSON_BODY_LIMIT, type MockHttpServer } from '../http-server';
import { APP, request } from '../testing/http-client';
import { createTestDb } from '../testing/test-db';
import { createHandlers } from './all-handlers';
import { SNAPSHOT_BODY_LIMIT, STATE_HOOK_PATH } from './state-hooks';

const setUp = (testHooks = true) => {
  const { db } = createTestDb();
  const handlers = createHandlers(db, { testHooks, includeFallbacks: false });
  const call = async (method: string, path: string, body?: string) => {
    const response = await getResponse(handlers, new Request(`http://mock${path}`, { method, body, headers: { 'content-type': 'application/json' } }));
    return { status: response?.status ?? 404, json: response ? await response.json() : null };
  };
  return { db, call };
};

describe('state hooks', () => {
  it('exports the whole data, and imports a snapshot of it', async () => {
    const { db, call } = setUp();
    const exported = await call('GET', STATE_HOOK_PATH);
    expect(exported.status).toBe(200);
    expect(exported.json).toEqual(JSON.parse(JSON.stringify(db.state)));
    const snapshot = { ...exported.json, settings: { ...exported.json.settings, email: 'imported@example.com' } };
    const imported = await call('PUT', STATE_HOOK_PATH, JSON.stringify(snapshot));
    expect(imported).toEqual({ status: 200, json: { success: true, message: 'Snapshot imported.', data: null } });
    expect(db.state.settings.email).toBe('imported@example.com');
    expect((await call('GET', '/preloaded-data')).json.data.settings.contact.email).toBe('imported@example.com');
  });

  it.each([
    ['not JSON', '{"schemaVersion":', /it is not JSON/],
    ['of another schema version', (state: object) => JSON.stringify({ ...state, schemaVersion: SCHEMA_VERSION + 1 }), /schema version/],
    ['breaking an invariant', (state: { counters: object }) => JSON.stringify({ ...state, counters: { ...state.counters, order: 0 } }), /counter "order"/],
  ] as const)('refuses a snapshot %s with 422 and the reason, and keeps the data as it was', async (_name, make, reason) => {
    const { db, call } = setUp();
    const before = db.state;
    const body = typeof make === 'string' ? make : make((await call('GET', STATE_HOOK_PATH)).json);
    const refused = await call('PUT', STATE_HOOK_PATH, body);
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({ success: false, message: expect.stringMatching(/^The snapshot cannot be imported: .*The mock's data is unchanged\.$/) });
    expect(refused.json.errors.state.join(' ')).toMatch(reason);
    expect(db.state).toBe(before);
  });

  it('resets the data to a fresh seed', async () => {
    const { db, call } = setUp();
    db.state.settings.email = 'changed@example.com';
    expect((await call('POST', '/__mock/reset')).status).toBe(200);
    expect(db.state.settings.email).not.toBe('changed@example.com');
  });

  it('answers none of them with tester hooks off', async () => {
    const { call } = setUp(false);
    expect((await call('GET', STATE_HOOK_PATH)).status).toBe(404);
    expect((await call('PUT', STATE_HOOK_PATH, '{}')).status).toBe(404);
    expect((await call('POST', '/__mock/reset')).status).toBe(404);
  });
});

describe('state import over the standalone server', () => {
  let mock: MockHttpServer;
  let port: number;
  beforeAll(async () => {
    mock = createMockHttpServer({
      handlers: createHandlers(createDb(), { testHooks: true }),
      corsOrigins: [],
      fallbackHost: '127.0.0.1',
      log: () => undefined,
      bodyLimits: { [STATE_HOOK_PATH]: SNAPSHOT_BODY_LIMIT },
    });
    port = await mock.listen(0, '127.0.0.1');
  });
  afterAll(() => mock.close());

  it('takes a snapshot over the 1 MB limit of other calls (a big catalogue), which stays for the others', async () => {
    const state = (await request(port, 'GET', STATE_HOOK_PATH, APP)).json() as unknown as { settings: Record<string, unknown> };
    const large = JSON.stringify({ ...state, settings: { ...state.settings, notes: 'x'.repeat(JSON_BODY_LIMIT) } });
    const headers = { ...APP, 'Content-Type': 'application/json' };
    expect((await request(port, 'PUT', STATE_HOOK_PATH, headers, large)).status).toBe(200);
    expect((await request(port, 'POST', '/login', headers, large)).status).toBe(413);
  });
});
