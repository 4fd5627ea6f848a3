/** Reading a request and sending an answer for the standalone mock (mocks/http-server.ts): limits, checks, gzip. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import { RECEIPT_MAX_BYTES } from './db/rules/receipt';
import { CLIENT_ADDRESS_HEADER } from './db/rules/order-tracking';

const gzip = promisify(gzipCallback);

export const JSON_BODY_LIMIT = 1024 * 1024;
/** A receipt (5 MB) plus the order form's other fields and multipart boundaries. */
export const MULTIPART_BODY_LIMIT = RECEIPT_MAX_BYTES + 256 * 1024;
/** A longer request address (path and query) is refused with 414, before the headers' limit (16 KB) is reached. */
export const URL_MAX_CHARS = 8 * 1024;
/** Answers smaller than this are sent as they are: compressing them costs more than it saves. */
const GZIP_MIN_BYTES = 1024;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** A `Host` header that is a host name or address with an optional port, nothing else. */
const VALID_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The answer's text with `selfOrigin` replaced by the origin this client asked (see `MockHttpServerOptions`). */
export function withClientOrigin(body: Buffer, req: IncomingMessage, selfOrigin: string | undefined): Buffer {
  const host = req.headers.host;
  if (!selfOrigin || !host || !VALID_HOST.test(host) || `http://${host}` === selfOrigin) return body;
  const text = body.toString('utf8');
  return text.includes(selfOrigin) ? Buffer.from(text.replaceAll(selfOrigin, `http://${host}`)) : body;
}

const isJson = (contentType: string) => /^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType);
export const isCompressible = (contentType: string) => isJson(contentType) || /^(?:text\/|image\/svg\+xml)/i.test(contentType);

/** The request's path and query, checked: a malformed URL or percent-encoding is the client's error. */
export function checkedUrl(req: IncomingMessage, fallbackHost: string): URL {
  const raw = req.url ?? '/';
  if (raw.length > URL_MAX_CHARS) throw new HttpError(414, `The request address is longer than ${URL_MAX_CHARS} characters.`);
  let url: URL;
  try {
    if (!raw.startsWith('/')) throw new TypeError('not an origin-form request target');
    url = new URL(raw, `http://${fallbackHost}`);
    decodeURIComponent(url.pathname);
    for (const part of url.search.slice(1).split('&')) decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    throw new HttpError(400, 'The request address is malformed (bad URL or percent-encoding).');
  }
  return url;
}

export async function readBody(req: IncomingMessage, jsonLimit = JSON_BODY_LIMIT): Promise<Buffer> {
  const contentType = req.headers['content-type'] ?? '';
  const limit = /^multipart\/form-data\b/i.test(contentType) ? MULTIPART_BODY_LIMIT : jsonLimit;
  const tooLarge = () =>
    new HttpError(413, `The request body is larger than the limit of ${Math.round(limit / 1024)} KB.`, { Connection: 'close' });
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw tooLarge();
    chunks.push(chunk as Buffer);
  }
  const body = Buffer.concat(chunks);
  if (body.length > 0 && isJson(contentType)) {
    try {
      JSON.parse(body.toString('utf8'));
    } catch {
      throw new HttpError(400, 'The request body is not valid JSON.');
    }
  }
  return body;
}

export function toFetchRequest(req: IncomingMessage, url: URL, method: string, body: Buffer | null): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  // Who is asking, for per-client limits; set here so a client cannot name itself.
  headers.set(CLIENT_ADDRESS_HEADER, req.socket.remoteAddress ?? 'unknown');
  const host = req.headers.host && VALID_HOST.test(req.headers.host) ? req.headers.host : url.host;
  return new Request(`http://${host}${url.pathname}${url.search}`, { method, headers, body: body ? new Uint8Array(body) : null });
}

export async function send(req: IncomingMessage, res: ServerResponse, status: number, headers: Record<string, string>, body: Buffer) {
  const contentType = headers['content-type'] ?? headers['Content-Type'] ?? '';
  const acceptsGzip = /\bgzip\b/i.test(String(req.headers['accept-encoding'] ?? ''));
  let payload = body;
  if (isCompressible(contentType) && body.length >= GZIP_MIN_BYTES) {
    headers.Vary = headers.Vary ? `${headers.Vary}, Accept-Encoding` : 'Accept-Encoding';
    if (acceptsGzip) {
      payload = await gzip(body);
      headers['Content-Encoding'] = 'gzip';
    }
  }
  headers['Content-Length'] = String(payload.length);
  res.writeHead(status, headers).end(req.method === 'HEAD' ? undefined : payload);
}

export const jsonError = (message: string) => Buffer.from(JSON.stringify({ success: false, message }));
