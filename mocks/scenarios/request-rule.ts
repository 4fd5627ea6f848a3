/**
 * What the request gate (gate.ts) does to one request: the `x-mock-*` headers' rule over the scenario's network rule
 * (a delay, then a forced status with the contract's error body). The tester hooks under `/__mock/` are never
 * delayed or failed, so a developer can always switch back. Loaded only when needed (gate.ts).
 */
import { delay } from 'msw';
import { forcedAnswer } from './forced-answer';
import { MOCK_DELAY_HEADER, MOCK_STATUS_HEADER } from './mock-headers';
import type { NetworkCall, NetworkRule } from './define-scenario';
import type { MockDb } from '../db/create-db';

/** The longest delay a header may ask for. */
export const MOCK_DELAY_MAX_MS = 60_000;
/** Attempts are counted per method and path; past this many different ones the count starts again. */
const ATTEMPTS_KEPT = 5000;

/** What the `x-mock-*` headers ask of this request (values out of range are ignored). */
export function headerRule(headers: Headers): NetworkRule {
  const rule: NetworkRule = {};
  const status = Number(headers.get(MOCK_STATUS_HEADER) ?? NaN);
  if (Number.isInteger(status) && status >= 400 && status <= 599) rule.status = status;
  const delayMs = Number(headers.get(MOCK_DELAY_HEADER) ?? NaN);
  if (Number.isFinite(delayMs) && delayMs > 0) rule.delayMs = Math.min(Math.round(delayMs), MOCK_DELAY_MAX_MS);
  return rule;
}

/** The request's path under the API's base, with its query. */
function apiPath(url: URL, apiBaseUrl: string | undefined): string {
  const basePath = apiBaseUrl ? new URL(apiBaseUrl, url.origin).pathname.replace(/\/+$/, '') : '';
  return `${url.pathname.slice(basePath.length) || '/'}${url.search}`;
}

export interface RequestGateOptions {
  apiBaseUrl?: string;
  /** The scenario's network rule, if it has one. */
  network?: (call: NetworkCall) => NetworkRule | undefined;
}

/** The rule of one world: what to do to each call of the API (undefined: let the handlers answer). */
export function createRequestRule(db: MockDb, { apiBaseUrl, network }: RequestGateOptions): (request: Request) => Promise<Response | undefined> {
  const attempts = new Map<string, number>();
  return async (request) => {
    const url = new URL(request.url);
    const path = apiPath(url, apiBaseUrl);
    if (url.pathname.includes('/__mock/')) return undefined;
    let rule = headerRule(request.headers);
    if (network) {
      const key = `${request.method} ${path}`;
      if (attempts.size >= ATTEMPTS_KEPT) attempts.clear();
      const attempt = (attempts.get(key) ?? 0) + 1;
      attempts.set(key, attempt);
      rule = { ...network({ request, method: request.method, url, path, attempt, db }), ...rule };
    }
    if (rule.delayMs) await delay(rule.delayMs);
    return rule.status ? forcedAnswer(rule.status, request) : undefined;
  };
}
