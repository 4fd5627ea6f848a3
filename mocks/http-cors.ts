/** Which origins may call the standalone mock from a browser, and with which headers (mocks/http-server.ts). */
import type { IncomingMessage } from 'node:http';

export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
/** The app's headers, and the mock's own per-request switches (`x-mock-scenario`, `x-mock-status`, `x-mock-delay`). */
const ALLOWED_HEADERS = 'app-key, public-token, authorization, locale-code, application-type, content-type, idempotency-key, accept, x-mock-scenario, x-mock-status, x-mock-delay';
/**
 * Where local development serves the shop (the ports the README documents): dev server, preview, Storybook, e2e,
 * serve:prod, the `prod` e2e project — on both loopback names.
 */
export const DEFAULT_CORS_ORIGINS = [5173, 4173, 6006, 4317, 8080, 4327].flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);

const LOOPBACK_ORIGIN = /^(https?):\/\/(?:localhost|127\.0\.0\.1)(:\d+)?$/i;

/** An origin on `localhost` or `127.0.0.1` and its twin on the other name: one machine, two names a browser may use. */
const withLoopbackTwin = (origin: string) => {
  const match = LOOPBACK_ORIGIN.exec(origin);
  return match ? [`${match[1]}://localhost${match[2] ?? ''}`, `${match[1]}://127.0.0.1${match[2] ?? ''}`] : [origin];
};

/**
 * `MOCK_CORS_ORIGINS`: a comma list of origins, or `*` for any; empty or unset → the local development ports. An
 * origin on `localhost` allows the same port on `127.0.0.1` too, and the other way round.
 */
export function parseCorsOrigins(value: string | undefined): string[] | '*' {
  const items = (value ?? '')
    .split(',')
    .map((item) => item.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  if (items.includes('*')) return '*';
  return items.length ? [...new Set(items.flatMap(withLoopbackTwin))] : DEFAULT_CORS_ORIGINS;
}

export function corsHeaders(req: IncomingMessage, allowed: string[] | '*'): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin || (allowed !== '*' && !allowed.includes(origin))) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': ALLOWED_METHODS.join(', '),
    'Access-Control-Allow-Headers': ALLOWED_HEADERS,
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}
