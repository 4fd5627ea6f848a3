/**
 * The first handler of every mock world: it applies the active scenario's network rule and the per-request headers
 * `x-mock-delay: <ms>` (a delay) and `x-mock-status: <400..599>` (that status with the contract's error body), the
 * `Prefer` idea of Prism for any call. It answers only a forced status; otherwise it lets the stateful handlers
 * answer (an msw resolver that returns nothing passes the request on). The tester hooks under `/__mock/` are never
 * delayed or failed, so a developer can always switch back.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { ApiError, forbidden, notFound, t, unauthenticated, VALIDATION_FAILED, type Text } from '../db/rules/api-error';
import { localeFrom } from '../db/serializers/view';
import { underApi } from '../handlers/kit';
import { errorBody } from '../handlers/request-context';
import type { NetworkCall, NetworkRule } from './define-scenario';
import type { MockDb } from '../db/create-db';

export const MOCK_STATUS_HEADER = 'x-mock-status';
export const MOCK_DELAY_HEADER = 'x-mock-delay';
/** The longest delay a header may ask for. */
export const MOCK_DELAY_MAX_MS = 60_000;
/** Attempts are counted per method and path; past this many different ones the count starts again. */
const ATTEMPTS_KEPT = 5000;

const TEXTS: Record<number, () => Text> = {
  401: () => unauthenticated().text,
  403: () => forbidden().text,
  404: () => notFound().text,
  422: () => VALIDATION_FAILED,
  429: () => t('Too many attempts. Please wait a moment and try again.', 'محاولات كثيرة. يرجى الانتظار قليلًا ثم المحاولة مرة أخرى.'),
  503: () => t('The service is unavailable right now. Please try again later.', 'الخدمة غير متاحة الآن. يرجى المحاولة لاحقًا.'),
};
const CLIENT_ERROR = t('The request could not be completed.', 'تعذر إتمام الطلب.');
const SERVER_ERROR = t('An unexpected error occurred. Please try again later.', 'حدث خطأ غير متوقع. يرجى المحاولة لاحقًا.');

/** The answer of a forced status: the contract's error body (a 422's with its `errors`), in the request's language. */
export function forcedAnswer(status: number, request: Request): Response {
  const text = TEXTS[status]?.() ?? (status < 500 ? CLIENT_ERROR : SERVER_ERROR);
  const errors = status === 422 ? { request: [text] } : undefined;
  return HttpResponse.json(errorBody(new ApiError(status, text, errors), localeFrom(request.headers.get('locale-code'))), { status });
}

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

export function createRequestGate(db: MockDb, { apiBaseUrl, network }: RequestGateOptions): HttpHandler {
  const attempts = new Map<string, number>();
  return http.all('*', async ({ request }) => {
    if (!underApi(request.url, apiBaseUrl)) return undefined;
    const url = new URL(request.url);
    const path = apiPath(url, apiBaseUrl);
    if (path.startsWith('/__mock/')) return undefined;
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
  });
}
