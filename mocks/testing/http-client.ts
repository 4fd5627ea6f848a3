/**
 * Test helpers for the standalone mock API over real sockets: requests through `node:net` (raw HTTP/1.1), which
 * msw/node does not intercept and which can send what a stranger sends, and `mocks/server.ts` started as a process.
 */
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  json: () => { success?: boolean; message?: string; data?: unknown; status?: string };
}

/** One request on its own connection; resolves when the server closes it. */
export function raw(port: number, head: string, body: Buffer | string = ''): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error) => (chunks.length ? undefined : reject(error)));
    socket.on('close', () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf('\r\n\r\n');
      if (split < 0) return reject(new Error(`No HTTP answer: ${all.toString()}`));
      const [statusLine, ...headerLines] = all.subarray(0, split).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      let payload = all.subarray(split + 4);
      if (headers['content-encoding'] === 'gzip') payload = gunzipSync(payload);
      resolve({ status: Number(statusLine?.split(' ')[1]), headers, body: payload, json: () => JSON.parse(payload.toString('utf8')) });
    });
    socket.write(head.replace(/\n/g, '\r\n'));
    if (body.length) socket.write(body);
  });
}

export const request = (port: number, method: string, path: string, headers: Record<string, string> = {}, body: Buffer | string = '') => {
  const lines = [`${method} ${path} HTTP/1.1`, `Host: 127.0.0.1:${port}`, 'Connection: close', ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)];
  if (body.length && !('Content-Length' in headers) && !('Transfer-Encoding' in headers)) lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
  return raw(port, `${lines.join('\n')}\n\n`, body);
};

export const APP = { 'app-key': 'storefront-web', 'public-token': 'public-guest-token-1', Authorization: 'Bearer public-guest-token-1' };

/** `mocks/server.ts` as `npm run mock:server` starts it, with `env` over the parent's (MOCK_* of the parent dropped). */
export function startServer(env: Record<string, string>) {
  const parentEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('MOCK_')));
  const child = spawn(process.execPath, [join(process.cwd(), 'node_modules/tsx/dist/cli.mjs'), 'mocks/server.ts'], {
    env: { ...parentEnv, MOCK_PORT: '0', MOCK_MEDIA_FORMAT: 'svg', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listening = new Promise<number>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on http:\/\/[^:]+:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', () => reject(new Error(`mock server exited early:\n${output}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, listening, exited, output: () => output };
}
