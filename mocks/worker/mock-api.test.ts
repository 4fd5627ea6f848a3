// @vitest-environment node
/** The mock API as its worker runs it: from the page's storage, saving back to it, in the tab's scenario. */
import { describe, expect, it } from 'vitest';
import { MOCK_DB_STORAGE_KEY } from '../browser-storage';
import { SCENARIO_STORAGE_KEY } from '../scenarios/active';
import { bridgedStorage, type StorageWrite } from './bridged-storage';
import { startMockApi } from './mock-api';

const API = 'http://shop.test/api';

function setUp({ scenario = 'default', local = {}, session = {}, pageNow = Date.now() }: { scenario?: string; local?: Record<string, string>; session?: Record<string, string>; pageNow?: number } = {}) {
  const writes: StorageWrite[] = [];
  const storages = { local: bridgedStorage('local', (write) => writes.push(write)), session: bridgedStorage('session', (write) => writes.push(write)) };
  storages.local.fill(local);
  storages.session.fill(session);
  const api = startMockApi({ apiBaseUrl: API, latencyMs: 0, scenario, pageNow }, storages);
  const call = async (method: string, path: string, init: RequestInit = {}) => {
    const response = await api.answer(new Request(`${API}${path}`, { method, ...init }));
    return { status: response?.status, json: response ? ((await response.json()) as Record<string, unknown>) : undefined };
  };
  return { api, call, writes, storages };
}

describe('the mock API in its worker', () => {
  it('answers the API from a fresh seed, and saves a change before its answer is given back', async () => {
    const { call, writes } = setUp();
    expect((await call('GET', '/preloaded-data')).status).toBe(200);
    writes.length = 0;
    const guest = await call('POST', '/login/guests');
    expect(guest.status).toBe(200);
    const saved = writes.filter((write) => write.key === MOCK_DB_STORAGE_KEY);
    expect(saved.map((write) => write.area)).toEqual(['local']);
    const state = JSON.parse(saved[0]!.value!) as { schemaVersion: number; products: unknown[] };
    expect([typeof state.schemaVersion, state.products.length > 0, saved[0]!.value!.includes((guest.json!.data as { record: { access_token: string } }).record.access_token)]).toEqual(['number', true, true]);
  });

  it('keeps the page\'s clock: a page whose clock was set gets its seed dated by it', async () => {
    const pageNow = Date.UTC(2026, 0, 12, 8, 0, 0);
    const { call } = setUp({ pageNow });
    const seededAt = (await call('GET', '/__mock/state')).json!.seededAt as number;
    expect(seededAt - pageNow).toBeGreaterThanOrEqual(0);
    expect(seededAt - pageNow).toBeLessThan(5_000);
  });

  it('answers from the state the page kept, not a fresh seed', async () => {
    const first = setUp();
    const exported = await first.call('GET', '/__mock/state');
    const kept = { ...exported.json, settings: { ...(exported.json!.settings as object), email: 'kept@example.com' } };
    const { call } = setUp({ local: { [MOCK_DB_STORAGE_KEY]: JSON.stringify(kept) } });
    expect(((await call('GET', '/__mock/state')).json!.settings as { email: string }).email).toBe('kept@example.com');
  });

  it('journals the API\'s calls with the scenario, not its own hooks\' nor the pictures\'', async () => {
    const { call } = setUp();
    await call('GET', '/preloaded-data');
    await call('GET', '/media/site/logo.svg').catch(() => undefined);
    const journal = (await call('GET', '/__mock/journal')).json as unknown as { method: string; path: string; status: number; scenario: string }[];
    expect(journal).toEqual([expect.objectContaining({ method: 'GET', path: '/preloaded-data', status: 200, scenario: 'default' })]);
  });

  it('answers in the tab\'s scenario, switches at once, and gives an unknown name the default (dropping it from the tab)', async () => {
    const down = setUp({ scenario: 'server-down' });
    expect((await down.call('GET', '/preloaded-data')).status).toBe(503);
    down.api.switchScenario('default');
    expect((await down.call('GET', '/preloaded-data')).status).toBe(200);
    down.api.switchScenario('server-down');
    expect((await down.call('GET', '/preloaded-data')).status).toBe(503);

    const unknown = setUp({ scenario: 'no-such-world', session: { [SCENARIO_STORAGE_KEY]: 'no-such-world' } });
    expect((await unknown.call('GET', '/preloaded-data')).status).toBe(200);
    expect(unknown.writes).toContainEqual({ area: 'session', key: SCENARIO_STORAGE_KEY, value: null });
    expect(((await unknown.call('GET', '/__mock/scenarios')).json as { active: string }).active).toBe('default');
  });
});
