/**
 * The mock API as a small, well-behaved HTTP service (started by `mocks/server.ts`, `npm run mock:server`):
 * the same msw handlers and db as the browser mock, behind a Node `http` server that
 * - limits request bodies (1 MB of JSON, the receipt's upload limit plus the form's overhead for
 *   multipart) and answers 413 with a JSON error, without reading the rest;
 * - answers 400 for malformed JSON, a malformed URL or percent-encoding, 405 (with `Allow`) for TRACE,
 *   methods the API does not have and a method a path of the API does not take (`PATCH /products`), 414 for
 *   an address over `URL_MAX_CHARS` and 431 for headers over Node's limit (16 KB);
 * - gzips JSON and text answers when the client accepts it;
 * - allows cross-origin calls only from the configured origins (preflight included), 403 for others;
 * - answers `GET /healthz` (outside the contract's paths) for load balancers and compose;
 * - shuts down gracefully: `close()` stops accepting, lets open requests finish, then ends idle sockets.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { getResponse, matchRequestUrl, type RequestHandler } from 'msw';
import { ALLOWED_METHODS, corsHeaders } from './http-cors';
import { checkedUrl, HttpError, isCompressible, jsonError, readBody, send, toFetchRequest, URL_MAX_CHARS, withClientOrigin } from './http-io';

export { DEFAULT_CORS_ORIGINS, parseCorsOrigins } from './http-cors';
export { JSON_BODY_LIMIT, MULTIPART_BODY_LIMIT, URL_MAX_CHARS } from './http-io';

export const HEALTH_PATH = '/healthz';

export interface MockHttpServerOptions {
  /** The default world's handlers (they also tell which methods a path takes, for 405s). */
  handlers: RequestHandler[];
  /** The handlers that answer this request, when they depend on it (its mock scenario: mocks/scenarios/server-switch.ts). */
  handlersFor?: (request: Request) => RequestHandler[];
  corsOrigins: string[] | '*';
  /** Host used to build request URLs when the client sends none. */
  fallbackHost: string;
  log?: (message: string) => void;
  /** More of the server's state for `GET /healthz` (the standalone server's: whether its pictures are rendered). */
  health?: () => Record<string, unknown>;
  /**
   * The origin the handlers write into answers for this server's own addresses (its pictures): each answer gets
   * it replaced by the origin the client reached the server at (its `Host`), so a client of `localhost` and one
   * of `127.0.0.1` each get pictures on the origin they already use. Unset: answers are sent as they are.
   */
  selfOrigin?: string;
  /** A larger JSON body limit for these paths (the tester hooks' state import, `mocks/handlers/state-hooks.ts`). */
  bodyLimits?: Record<string, number>;
}

/** The methods the API's handlers take at `url`'s path (none: the path is not the API's). */
function methodsAt(handlers: RequestHandler[], url: URL): string[] {
  const methods = new Set<string>();
  for (const { info } of handlers) {
    if (!('method' in info) || typeof info.method !== 'string' || !('path' in info)) continue;
    if (matchRequestUrl(url, info.path as string).matches) methods.add(info.method.toUpperCase());
  }
  if (methods.has('GET')) methods.add('HEAD');
  return ALLOWED_METHODS.filter((method) => methods.has(method));
}

export interface MockHttpServer {
  server: Server;
  /**
   * Listens on `port` at `host` (all interfaces when unset); with a list, at the first host, then on the same port
   * at each other one that this machine has (a machine without IPv6 has no ::1).
   */
  listen(port: number, host?: string | string[]): Promise<number>;
  /** Graceful: stop accepting, finish open requests, close idle keep-alive sockets; force after `timeoutMs`. */
  close(timeoutMs?: number): Promise<void>;
}

export function createMockHttpServer(options: MockHttpServerOptions): MockHttpServer {
  const { handlers, corsOrigins, fallbackHost } = options;
  const log = options.log ?? ((message: string) => console.error(message));

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const cors = corsHeaders(req, corsOrigins);
    const method = (req.method ?? 'GET').toUpperCase();
    const origin = req.headers.origin;
    if (origin && Object.keys(cors).length === 0) throw new HttpError(403, `Cross-origin calls from ${origin} are not allowed (MOCK_CORS_ORIGINS).`);
    if (!ALLOWED_METHODS.includes(method)) {
      throw new HttpError(405, `The method ${method} is not allowed.`, { Allow: ALLOWED_METHODS.join(', ') });
    }
    const url = checkedUrl(req, fallbackHost);
    if (method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    if (url.pathname === HEALTH_PATH && (method === 'GET' || method === 'HEAD')) {
      await send(req, res, 200, { ...cors, 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }, Buffer.from(JSON.stringify({ status: 'ok', uptimeSeconds: Math.round(process.uptime()), ...options.health?.() })));
      return;
    }
    const body = method === 'GET' || method === 'HEAD' ? null : await readBody(req, options.bodyLimits?.[url.pathname]);
    // msw's handlers answer GET; HEAD is the same answer without its body.
    const request = toFetchRequest(req, url, method === 'HEAD' ? 'GET' : method, body);
    const response = await getResponse(options.handlersFor?.(request) ?? handlers, request);
    if (!response) {
      // A path of the API asked with a method it does not take (`PATCH /products`): 405, not "not found".
      const allowed = methodsAt(handlers, url);
      if (allowed.length > 0 && !allowed.includes(method)) {
        throw new HttpError(405, `The method ${method} is not allowed here.`, { Allow: [...allowed, 'OPTIONS'].join(', ') });
      }
      await send(req, res, 404, { ...cors, 'Content-Type': 'application/json' }, jsonError('Not found.'));
      return;
    }
    const headers: Record<string, string> = { ...cors };
    response.headers.forEach((value, name) => {
      if (!['content-length', 'content-encoding', 'transfer-encoding'].includes(name.toLowerCase())) headers[name.toLowerCase() === 'content-type' ? 'Content-Type' : name] = value;
    });
    const payload = Buffer.from(await response.arrayBuffer());
    await send(req, res, response.status, headers, isCompressible(headers['Content-Type'] ?? '') ? withClientOrigin(payload, req, options.selfOrigin) : payload);
  }

  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const known = error instanceof HttpError;
      if (!known) log(`[mock api] ${req.method} ${req.url}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      const status = known ? error.status : 500;
      const message = known ? error.message : 'An unexpected error occurred. Please try again later.';
      const headers = { ...corsHeaders(req, corsOrigins), ...(known ? error.headers : {}), 'Content-Type': 'application/json' };
      void send(req, res, status, headers, jsonError(message)).then(() => {
        if (status !== 413 || req.complete) return;
        // The rest of an oversized body is discarded, never kept, for at most a second; then the
        // connection closes (closing at once would reset it before the client reads the 413).
        const stop = setTimeout(() => socket?.destroy(), 1000);
        stop.unref();
        req.on('end', () => {
          clearTimeout(stop);
          socket?.end();
        });
        req.resume();
      });
    });
  };

  const reasons = { 400: 'Bad Request', 405: 'Method Not Allowed', 414: 'URI Too Long', 431: 'Request Header Fields Too Large' };
  const rawError = (status: keyof typeof reasons, message: string, extra = '') => {
    const body = jsonError(message);
    return `HTTP/1.1 ${status} ${reasons[status]}\r\nContent-Type: application/json\r\n${extra}Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.toString()}`;
  };
  const newServer = () => {
    const created = createServer(onRequest);
    // CONNECT never reaches the request handler: answer it here instead of dropping the socket.
    created.on('connect', (_req: IncomingMessage, socket: Duplex) => {
      socket.end(rawError(405, 'The method CONNECT is not allowed.', `Allow: ${ALLOWED_METHODS.join(', ')}\r\n`));
    });
    // A request line or headers Node cannot parse (an unknown method name, a bad header): 400, as JSON.
    created.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
      if (!socket.writable || error.code === 'ECONNRESET') {
        socket.destroy();
        return;
      }
      if (error.code === 'HPE_HEADER_OVERFLOW') {
        // Past Node's 16 KB of request line and headers: 414 when the address alone is too long, else 431.
        const packet = (error as { rawPacket?: Buffer }).rawPacket ?? Buffer.alloc(0);
        const lineEnd = packet.indexOf('\r\n');
        const longAddress = lineEnd < 0 || lineEnd > URL_MAX_CHARS;
        socket.end(longAddress ? rawError(414, 'The request address is too long.') : rawError(431, 'The request headers are too large.'));
        return;
      }
      socket.end(rawError(400, 'The request is malformed.'));
    });
    return created;
  };
  const server = newServer();
  const servers = [server];
  const listenOne = (target: Server, port: number, host?: string) =>
    new Promise<number>((resolve, reject) => {
      target.once('error', reject);
      target.listen(port, host, () => {
        target.off('error', reject);
        const address = target.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const closeOne = (target: Server, timeoutMs: number) =>
    new Promise<void>((resolve) => {
      if (!target.listening) return resolve();
      const force = setTimeout(() => target.closeAllConnections(), timeoutMs);
      force.unref();
      target.close(() => {
        clearTimeout(force);
        resolve();
      });
      target.closeIdleConnections();
    });

  return {
    server,
    async listen(port, host) {
      const [first, ...others] = Array.isArray(host) ? host : [host];
      const listening = await listenOne(server, port, first);
      for (const other of others) {
        const extra = newServer();
        try {
          await listenOne(extra, listening, other);
          servers.push(extra);
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code;
          if (code !== 'EADDRNOTAVAIL' && code !== 'EAFNOSUPPORT') throw error;
        }
      }
      return listening;
    },
    close: async (timeoutMs = 10_000) => {
      await Promise.all(servers.map((target) => closeOne(target, timeoutMs)));
    },
  };
}
