/**
 * Standalone mock API over HTTP (`npm run mock:server`): the same handlers and db as the browser
 * mock, kept in memory for the life of the process. Any client can call it:
 *
 *   curl localhost:4010/products
 *   curl -X POST localhost:4010/login/guests
 *   curl -X POST -H "Authorization: Bearer <token>" -H 'content-type: application/json' -d '{"quantity":1}' localhost:4010/cart/1
 *
 * Environment: MOCK_PORT (4010), MOCK_LATENCY_MS (0), MOCK_MEDIA_BASE_URL (http://localhost:<port>),
 * MOCK_PRODUCTS (grow the seeded catalogue to this many products, e.g. 10000; default: the seed's own).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { createDb } from './db/create-db';
import { createHandlers } from './handlers/all-handlers';

const port = Number(process.env.MOCK_PORT ?? 4010);
const products = process.env.MOCK_PRODUCTS ? Number(process.env.MOCK_PRODUCTS) : undefined;
if (products !== undefined && !(Number.isInteger(products) && products > 0)) throw new Error(`MOCK_PRODUCTS must be a whole number above 0, not "${process.env.MOCK_PRODUCTS}".`);
const db = createDb({ mediaBaseUrl: process.env.MOCK_MEDIA_BASE_URL ?? `http://localhost:${port}`, products });
const handlers = createHandlers(db, {
  latencyMs: Number(process.env.MOCK_LATENCY_MS ?? 0),
  onOtpSent: (message) => console.info(`[mock api] one-time code for ${message.email}: ${message.code}`),
});

const ALLOWED_HEADERS = 'app-key, public-token, authorization, locale-code, application-type, content-type, idempotency-key, accept';

function cors(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  return {
    'Access-Control-Allow-Origin': origin ?? '*',
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': ALLOWED_HEADERS,
    'Access-Control-Max-Age': '600',
    ...(origin ? { Vary: 'Origin' } : {}),
  };
}

async function toFetchRequest(req: IncomingMessage): Promise<Request> {
  const url = `http://${req.headers.host ?? `localhost:${port}`}${req.url ?? '/'}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = req.method ?? 'GET';
  if (method === 'GET' || method === 'HEAD') return new Request(url, { method, headers });
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new Request(url, { method, headers, body: Buffer.concat(chunks) });
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const headers = cors(req);
  if (req.method === 'OPTIONS') {
    res.writeHead(204, headers).end();
    return;
  }
  const response = await getResponse(handlers, await toFetchRequest(req));
  if (!response) {
    res.writeHead(404, { ...headers, 'Content-Type': 'application/json' }).end(JSON.stringify({ success: false, message: 'Not found.' }));
    return;
  }
  response.headers.forEach((value, name) => {
    if (name.toLowerCase() !== 'content-length') headers[name] = value;
  });
  res.writeHead(response.status, headers).end(Buffer.from(await response.arrayBuffer()));
}

const server = createServer((req, res) => {
  handle(req, res).catch((error: unknown) => {
    console.error('[mock api]', error);
    if (!res.headersSent) res.writeHead(500, { ...cors(req), 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ success: false, message: 'An unexpected error occurred. Please try again later.' }));
  });
});

server.listen(port, () => {
  console.info(`Mock API listening on http://localhost:${port} (demo customer: demo@niletech.eg / Demo@1234)`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
