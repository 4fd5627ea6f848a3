import type { ServedAnswer, ServedRequest } from './protocol';

/** Statuses whose response has no body (a Response built with one throws). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/** The page's request as the mock's handlers read it. */
export const toRequest = (served: ServedRequest) => new Request(served.url, { method: served.method, headers: served.headers, body: served.body });

/**
 * The mock's response, ready to cross to the service worker (its body is transferred, not copied). No response, or
 * msw's `passthrough()`, lets the request go to the network; `HttpResponse.error()` is a network error.
 */
export async function toAnswer(response: Response | undefined): Promise<ServedAnswer> {
  if (!response || response.headers.get('x-msw-intention') === 'passthrough') return { kind: 'passthrough' };
  if (response.type === 'error') return { kind: 'network-error' };
  const body = NULL_BODY_STATUSES.has(response.status) ? null : await response.arrayBuffer();
  return { kind: 'response', status: response.status, statusText: response.statusText, headers: [...response.headers], body };
}

/** What a handler that throws answers: msw's own 500 for an unhandled exception, so the page sees what went wrong. */
export function unhandledException(error: unknown): Response {
  const { name = 'Error', message = String(error), stack } = error instanceof Error ? error : {};
  return Response.json({ name, message, stack }, { status: 500, statusText: 'Unhandled Exception' });
}
