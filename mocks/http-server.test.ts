// @vitest-environment node
/**
 * The standalone mock API as an HTTP service, over real sockets on an ephemeral port. Requests go through
 * `node:net` (raw HTTP/1.1), which msw/node does not intercept, and which can send what a stranger
 * sends: malformed addresses, TRACE, oversized bodies.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from './db/create-db';
import { createHandlers } from './handlers/all-handlers';
import { createMockHttpServer, DEFAULT_CORS_ORIGINS, JSON_BODY_LIMIT, MULTIPART_BODY_LIMIT, parseCorsOrigins, type MockHttpServer } from './http-server';
import { APP, raw, request, startServer } from './testing/http-client';

const SELF_ORIGIN = 'http://localhost:1';

let mock: MockHttpServer;
let port: number;

beforeAll(async () => {
  const db = createDb({ mediaBaseUrl: SELF_ORIGIN });
  mock = createMockHttpServer({
    handlers: createHandlers(db, { testHooks: false }),
    corsOrigins: ['http://127.0.0.1:5173'],
    fallbackHost: '127.0.0.1',
    selfOrigin: SELF_ORIGIN,
    log: () => undefined,
    health: () => ({ picturesRendered: false }),
  });
  port = await mock.listen(0, '127.0.0.1');
});

afterAll(() => mock.close());

describe('mock HTTP server', () => {
  it('answers the health check outside the contract paths', async () => {
    const response = await request(port, 'GET', '/healthz');
    expect(response.status).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', picturesRendered: false });
  });

  it('answers the API as before', async () => {
    const response = await request(port, 'GET', '/products?perPage=2', APP);
    expect(response.status).toBe(200);
    expect(response.json().success).toBe(true);
  });

  it('gzips JSON answers when the client accepts gzip, and says it varies', async () => {
    const plain = await request(port, 'GET', '/home', APP);
    const zipped = await request(port, 'GET', '/home', { ...APP, 'Accept-Encoding': 'gzip, deflate, br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(zipped.headers['content-length'])).toBeLessThan(plain.body.length / 3);
    expect(zipped.body.equals(plain.body)).toBe(true);
  });

  it('refuses a JSON body over 1 MB with 413 and a JSON error, before reading it', async () => {
    const response = await request(port, 'POST', '/login', { ...APP, 'Content-Type': 'application/json', 'Content-Length': String(50 * 1024 * 1024) }, '{"email":');
    expect(response.status).toBe(413);
    expect(response.json()).toEqual({ success: false, message: expect.stringMatching(/larger than the limit of 1024 KB/) });
  });

  it('counts a chunked body too: 413 once it passes the limit', async () => {
    const chunk = Buffer.alloc(JSON_BODY_LIMIT + 10, 'a');
    const chunked = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n0\r\n\r\n')]);
    const response = await request(port, 'POST', '/login', { ...APP, 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' }, chunked);
    expect(response.status).toBe(413);
  });

  it('lets an upload up to the receipt limit through to the API, and refuses more', async () => {
    const over = await request(port, 'POST', '/orders', { ...APP, 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(MULTIPART_BODY_LIMIT + 1) }, 'x');
    expect(over.status).toBe(413);
    const within = await request(port, 'POST', '/orders', { ...APP, 'Content-Type': 'multipart/form-data; boundary=x' }, '--x\r\nContent-Disposition: form-data; name="notes"\r\n\r\nhi\r\n--x--\r\n');
    expect(within.status).not.toBe(413);
    expect(within.status).toBeLessThan(500);
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await request(port, 'POST', '/login', { ...APP, 'Content-Type': 'application/json' }, '{"email": "demo@niletech.eg",');
    expect(response.status).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'The request body is not valid JSON.' });
  });

  it('answers 400 for malformed percent-encoding in the path or the query, never 500', async () => {
    for (const path of ['/products/%E0%A4%A', '/products?search=%E0%A4%A', '/products/%']) {
      const response = await request(port, 'GET', path, APP);
      expect(response.status, path).toBe(400);
      expect(response.json().message).toMatch(/malformed/);
    }
  });

  it('answers 405 with Allow for TRACE and methods the API does not have, 400 for a method name HTTP does not know', async () => {
    for (const method of ['TRACE', 'CONNECT', 'PROPFIND', 'PURGE']) {
      const response = await request(port, method, method === 'CONNECT' ? '127.0.0.1:443' : '/products', APP);
      expect(response.status, method).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
      expect(response.json().success).toBe(false);
    }
    const unknown = await request(port, 'BREW', '/products', APP);
    expect(unknown.status).toBe(400);
    expect(unknown.json().message).toBe('The request is malformed.');
  });

  it("answers 405 with the path's methods for a method a path of the API does not take, 404 for a path it does not have", async () => {
    const patch = await request(port, 'PATCH', '/products', APP);
    expect(patch.status).toBe(405);
    expect(patch.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(patch.json().success).toBe(false);
    expect((await request(port, 'PATCH', '/no-such-path', APP)).status).toBe(404);
    expect((await request(port, 'GET', '/products', APP)).status).toBe(200);
  });

  it('answers 414 for a very long address and 431 for very large headers, as JSON, never 400', async () => {
    const longPath = await request(port, 'GET', `/products?search=${'a'.repeat(9 * 1024)}`, APP);
    expect(longPath.status).toBe(414);
    expect(longPath.json().success).toBe(false);
    const overflowingPath = await request(port, 'GET', `/products?search=${'a'.repeat(20 * 1024)}`, APP);
    expect(overflowingPath.status).toBe(414);
    const largeHeaders = await request(port, 'GET', '/products', { ...APP, 'X-Padding': 'b'.repeat(20 * 1024) });
    expect(largeHeaders.status).toBe(431);
    expect(largeHeaders.json().message).toMatch(/headers/);
  });

  it('allows cross-origin calls from configured origins only', async () => {
    const preflight = { Origin: 'http://127.0.0.1:5173', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'app-key, content-type' };
    const allowed = await request(port, 'OPTIONS', '/cart/1', preflight);
    expect(allowed.status).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://127.0.0.1:5173');
    expect(allowed.headers['access-control-allow-headers']).toMatch(/app-key/);

    const foreign = await request(port, 'OPTIONS', '/cart/1', { ...preflight, Origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    const foreignGet = await request(port, 'GET', '/products', { ...APP, Origin: 'https://evil.example' });
    expect(foreignGet.status).toBe(403);

    const sameMachine = await request(port, 'GET', '/products', APP);
    expect(sameMachine.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('reads MOCK_CORS_ORIGINS: a list, * or the local development ports', () => {
    expect(parseCorsOrigins('https://shop.example.com, http://localhost:8080/')).toEqual(['https://shop.example.com', 'http://localhost:8080', 'http://127.0.0.1:8080']);
    expect(parseCorsOrigins('*')).toBe('*');
    expect(parseCorsOrigins(undefined)).toEqual(DEFAULT_CORS_ORIGINS);
    expect(DEFAULT_CORS_ORIGINS).toContain('http://localhost:5173');
  });

  it('allows a loopback origin under both names: localhost and 127.0.0.1 are one machine', () => {
    expect(parseCorsOrigins('http://127.0.0.1:5750')).toEqual(['http://localhost:5750', 'http://127.0.0.1:5750']);
    expect(parseCorsOrigins('http://localhost')).toEqual(['http://localhost', 'http://127.0.0.1']);
    expect(parseCorsOrigins('http://localhost.example.com:80')).toEqual(['http://localhost.example.com:80']);
    expect(DEFAULT_CORS_ORIGINS).toEqual(expect.arrayContaining(['http://localhost:4327', 'http://127.0.0.1:4327', 'http://localhost:8080', 'http://127.0.0.1:8080']));
  });

  it("names its pictures on the origin the client reached it at (its Host), on either loopback name", async () => {
    const imagesAt = async (host: string) => {
      const answer = await raw(port, `GET /products?perPage=1 HTTP/1.1\nHost: ${host}\nConnection: close\n${Object.entries(APP).map(([name, value]) => `${name}: ${value}`).join('\n')}\n\n`);
      return [...answer.body.toString('utf8').matchAll(/"(https?:\/\/[^"/]+)\/media\//g)].map((match) => match[1]);
    };
    const viaIp = await imagesAt(`127.0.0.1:${port}`);
    expect(viaIp.length).toBeGreaterThan(0);
    expect(new Set(viaIp)).toEqual(new Set([`http://127.0.0.1:${port}`]));
    expect(new Set(await imagesAt(`localhost:${port}`))).toEqual(new Set([`http://localhost:${port}`]));
    // A Host that is not a host name is not written into answers.
    expect(new Set(await imagesAt('user@shop.example'))).toEqual(new Set([SELF_ORIGIN]));
  });

  it('keeps the tester hooks closed unless enabled', async () => {
    const outbox = await request(port, 'GET', '/__mock/outbox?email=demo@niletech.eg', APP);
    expect(outbox.status).toBe(404);
    const cms = await request(port, 'POST', '/__mock/cms-html', { ...APP, 'Content-Type': 'application/json' }, '{"target":"terms","html":"<b>x</b>"}');
    expect(cms.status).toBe(404);
  });
});

describe('mock server process', () => {
  it('listens on loopback by default, hooks on, at the printed localhost address; finishes an open request on SIGTERM, then exits 0', async () => {
    const server = startServer({ MOCK_LATENCY_MS: '600' });
    const childPort = await server.listening;
    expect(server.output()).toMatch(new RegExp(`listening on http://localhost:${childPort} \\(127\\.0\\.0\\.1`));
    expect(server.output()).toContain('tester hooks on');
    expect(server.output()).not.toContain('WARNING');
    expect(server.child.stdout && (await request(childPort, 'GET', '/__mock/outbox', APP)).status).toBe(200);
    const slow = request(childPort, 'GET', '/products?perPage=1', APP);
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.child.kill('SIGTERM');
    expect((await slow).status).toBe(200);
    expect(await server.exited).toBe(0);
  }, 30_000);

  it('on a host beyond loopback: hooks 404 without MOCK_TEST_HOOKS=1; on with it, and a warning at start', async () => {
    const closed = startServer({ MOCK_HOST: '0.0.0.0' });
    const closedPort = await closed.listening;
    expect(closed.output()).toContain('tester hooks off');
    expect((await request(closedPort, 'GET', '/__mock/outbox', APP)).status).toBe(404);
    closed.child.kill('SIGTERM');
    await closed.exited;

    const open = startServer({ MOCK_HOST: '0.0.0.0', MOCK_TEST_HOOKS: '1' });
    const openPort = await open.listening;
    expect(open.output()).toMatch(/WARNING: tester hooks are ON and the mock API listens on 0\.0\.0\.0/);
    expect((await request(openPort, 'GET', '/__mock/outbox', APP)).status).toBe(200);
    open.child.kill('SIGTERM');
    await open.exited;
  }, 30_000);
});
