/*
 * The demo's service worker (mock-mode builds only; decisions 064, 067). It hands each request of a page under the
 * mock API's base path (`?api=`, e.g. /api) to that page's mock worker (mocks/worker/mock-api-worker.ts) on the port
 * the page gave it, and answers with what the mock worker answers: the page's main thread is not involved. Every
 * other request goes to the network as if there were no worker. The words it speaks are in mocks/worker/protocol.ts.
 */
const MOCK_PORT = 'storefront-mock:port';
const MOCK_CONNECT = 'storefront-mock:connect';
const MOCK_CLAIM = 'storefront-mock:claim';
/** How long a request waits for its page to give a port (a page without a mock never does): then the network answers. */
const PORT_WAIT_MS = 10000;
/** Statuses whose response has no body. */
const NULL_BODY_STATUSES = [101, 103, 204, 205, 304];

const apiPath = new URL(self.location.href).searchParams.get('api') || '/api';
/** Each page's port to its mock worker, by client id; and the requests waiting for one. */
const ports = new Map();
const waiting = new Map();

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('message', (event) => {
  const clientId = event.source && event.source.id;
  const type = event.data && event.data.type;
  if (type === MOCK_CLAIM) event.waitUntil(self.clients.claim());
  if (type !== MOCK_PORT || !clientId || !event.ports[0]) return;
  ports.set(clientId, event.ports[0]);
  for (const resolve of waiting.get(clientId) || []) resolve(event.ports[0]);
  waiting.delete(clientId);
});

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  const forTheMock = url.origin === self.location.origin && (url.pathname === apiPath || url.pathname.startsWith(`${apiPath}/`));
  // A navigation has no page yet, so no mock to answer it.
  if (forTheMock && event.clientId) event.respondWith(answer(event.request, event.clientId));
});

/** The port to the page's mock worker; when there is none (this worker was stopped and started again), the page is asked for one. */
async function portOf(clientId) {
  if (ports.has(clientId)) return ports.get(clientId);
  const client = await self.clients.get(clientId);
  if (!client) return null;
  return new Promise((resolve) => {
    waiting.set(clientId, [...(waiting.get(clientId) || []), resolve]);
    client.postMessage({ type: MOCK_CONNECT });
    setTimeout(() => resolve(null), PORT_WAIT_MS);
  });
}

async function answer(request, clientId) {
  const port = await portOf(clientId);
  if (!port) return fetch(request);
  const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.clone().arrayBuffer();
  const reply = new MessageChannel();
  const answered = new Promise((resolve) => (reply.port1.onmessage = (message) => resolve(message.data)));
  port.postMessage({ url: request.url, method: request.method, headers: [...request.headers], body }, [reply.port2, ...(body ? [body] : [])]);
  const served = await answered;
  if (served.kind === 'passthrough') return fetch(request);
  if (served.kind === 'network-error') return Response.error();
  return new Response(NULL_BODY_STATUSES.includes(served.status) ? null : served.body, { status: served.status, statusText: served.statusText, headers: served.headers });
}
