/**
 * Standalone mock API over HTTP (`npm run mock:server`): the same handlers and db as the browser
 * mock, kept in memory for the life of the process. Any client can call it:
 *
 *   curl localhost:4010/products
 *   curl -X POST localhost:4010/login/guests
 *   curl -X POST -H "Authorization: Bearer <token>" -H 'content-type: application/json' -d '{"quantity":1}' localhost:4010/cart/1
 *   curl localhost:4010/healthz
 *
 * Environment:
 *   MOCK_PORT (4010), MOCK_LATENCY_MS (0),
 *   MOCK_HOST (loopback: 127.0.0.1 and ::1): the address to listen on, e.g. 0.0.0.0 in a container,
 *   MOCK_MEDIA_BASE_URL (unset: the origin each client reached the server at, from its Host header): prefix of
 *     image URLs in answers,
 *   MOCK_MEDIA_FORMAT (webp): `webp` serves the generated pictures rendered to WebP (decision 042), `svg` the
 *     drawings as they are (what the browser mock serves),
 *   MOCK_PRODUCTS: grow the seeded catalogue to this many products, e.g. 10000 (default: the seed's own),
 *   MOCK_CORS_ORIGINS: comma list of origins allowed to call it from a browser, `*` for any
 *     (default: the local development ports, see DEFAULT_CORS_ORIGINS in mocks/http-server.ts),
 *   MOCK_SCENARIO: the mock scenario the server answers in (default `default`; the names: mocks/scenarios/index.ts,
 *     docs/mock-scenarios.md); a request's `x-mock-scenario` header answers that request in another, `GET /__mock/scenarios`
 *     lists them and, with tester hooks on, `PUT /__mock/scenario {"name":"flaky"}` switches the server's,
 *   MOCK_TEST_HOOKS: 1 answers the tester hooks under /__mock/, 0 does not; unset, they answer when the server
 *     listens on loopback only (mocks/listen-plan.ts; the demo stack sets 0),
 *   MOCK_STATE_FILE: keep the data in this JSON file across restarts (mocks/state-file.ts; unset: memory only).
 *     With tester hooks on, `GET /__mock/state` exports the data and `PUT /__mock/state` imports a snapshot.
 * HTTP behaviour (limits, errors, gzip, shutdown): mocks/http-server.ts. `GET /healthz` answers
 * `{ status: 'ok', uptimeSeconds, picturesRendered }`.
 */
import { getResponse } from 'msw';
import { createDb } from './db/create-db';
import { createHandlers } from './handlers/all-handlers';
import { createMockHttpServer, parseCorsOrigins } from './http-server';
import { createScenarioSwitch } from './scenarios/server-switch';
import { handlersInScenario } from './scenarios/world';
import { listenPlan } from './listen-plan';
import { createStateFileSaver, readStateFile } from './state-file';
import { picturesToRenderFirst } from './handlers/media';
import { SNAPSHOT_BODY_LIMIT, STATE_HOOK_PATH } from './handlers/state-hooks';
import { CACHED_PICTURES, createWebpRenderer } from './media/webp-pictures';
import type { OutboxMessage } from './db/types';

const port = Number(process.env.MOCK_PORT ?? 4010);
const products = process.env.MOCK_PRODUCTS ? Number(process.env.MOCK_PRODUCTS) : undefined;
if (products !== undefined && !(Number.isInteger(products) && products > 0)) throw new Error(`MOCK_PRODUCTS must be a whole number above 0, not "${process.env.MOCK_PRODUCTS}".`);
const plan = listenPlan(process.env);
const testHooks = plan.testHooks;
const corsOrigins = parseCorsOrigins(process.env.MOCK_CORS_ORIGINS);
const mediaFormat = process.env.MOCK_MEDIA_FORMAT || 'webp';
if (mediaFormat !== 'webp' && mediaFormat !== 'svg') throw new Error(`MOCK_MEDIA_FORMAT must be webp or svg, not "${mediaFormat}".`);
// Without MOCK_MEDIA_BASE_URL, answers name this origin and each client gets the origin it asked (http-server.ts).
const selfOrigin = process.env.MOCK_MEDIA_BASE_URL ? undefined : `http://localhost:${port}`;
const stateFile = process.env.MOCK_STATE_FILE || undefined;
const stateSaver = stateFile ? createStateFileSaver(stateFile) : undefined;
const initialState = stateFile ? (readStateFile(stateFile) ?? undefined) : undefined;
const dbOptions = { mediaBaseUrl: process.env.MOCK_MEDIA_BASE_URL ?? selfOrigin, mediaFormat, products } as const;
// The default world's data is what MOCK_STATE_FILE keeps; a scenario with a seed of its own starts fresh each time.
const db = createDb({ ...dbOptions, initialState, onChange: stateSaver?.schedule });
if (stateSaver && !initialState) stateSaver.schedule(db.state);
const handlerOptions = {
  latencyMs: Number(process.env.MOCK_LATENCY_MS ?? 0),
  testHooks,
  renderWebp: mediaFormat === 'webp' ? createWebpRenderer() : undefined,
  onOtpSent: (message: OutboxMessage) => console.info(`[mock api] one-time code for ${message.email}: ${message.code}`),
};
const scenarioSwitch = createScenarioSwitch({ initial: process.env.MOCK_SCENARIO, db, createDb: (seed) => createDb({ ...dbOptions, seed }), handlerOptions });
const handlers = handlersInScenario(db, undefined, handlerOptions, createHandlers);

// `GET /healthz` says when the pictures rendered at start are (the benches wait for it: the rendering takes a core).
let picturesRendered = mediaFormat !== 'webp';
const mock = createMockHttpServer({
  handlers,
  handlersFor: scenarioSwitch.handlersFor,
  corsOrigins,
  selfOrigin,
  fallbackHost: `localhost:${port}`,
  health: () => ({ picturesRendered }),
  bodyLimits: testHooks ? { [STATE_HOOK_PATH]: SNAPSHOT_BODY_LIMIT } : undefined,
});

const listening = await mock.listen(port, plan.hosts);
if (plan.warning) console.warn(plan.warning);
console.info(
  `Mock API listening on http://${plan.displayHost}:${listening} (${plan.hosts.join(', ')}; demo customer: demo@niletech.eg / Demo@1234; ` +
    `CORS: ${corsOrigins === '*' ? 'any origin' : corsOrigins.join(' ')}; tester hooks ${testHooks ? 'on' : 'off'}; scenario: ${scenarioSwitch.active()}` +
    `${stateFile ? `; data kept in ${stateFile}${initialState ? ', restored' : ''}` : ''})`,
);

// The pictures most visits show are rendered now, one after another (≈ 15 s of one core for the seed), so that no
// visit waits for them (a slow picture on the API's origin also makes Lighthouse's Lantern expect slow API answers).
if (mediaFormat === 'webp') {
  void (async () => {
    const started = performance.now();
    const urls = picturesToRenderFirst(db, CACHED_PICTURES / 2);
    for (const url of urls) await getResponse(handlers, new Request(url)).catch(() => undefined);
    picturesRendered = true;
    console.info(`[mock api] ${urls.length} pictures rendered to WebP in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  })();
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.info(`[mock api] ${signal}: finishing open requests, then exiting`);
    void mock.close().then(() => {
      stateSaver?.flush();
      process.exit(0);
    });
  });
}
