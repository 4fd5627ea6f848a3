/**
 * The first handler of every mock world: it applies the active scenario's network rule and the per-request headers
 * `x-mock-delay: <ms>` (a delay) and `x-mock-status: <400..599>` (that status with the contract's error body), the
 * `Prefer` idea of Prism for any call. It answers only a forced status; otherwise it lets the stateful handlers
 * answer (an msw resolver that returns nothing passes the request on).
 *
 * Small on purpose: the rule itself (request-rule.ts, with the error texts) loads only when a request carries an
 * `x-mock-*` header or the scenario has a network rule, so the demo's default path (issue 11's budget) does not
 * download it.
 */
import { http, type HttpHandler } from 'msw';
import { MOCK_DELAY_HEADER, MOCK_STATUS_HEADER } from './mock-headers';
import { underApi } from '../handlers/kit';
import type { RequestGateOptions } from './request-rule';
import type { MockDb } from '../db/create-db';

export function createRequestGate(db: MockDb, options: RequestGateOptions): HttpHandler {
  let rule: Promise<(request: Request) => Promise<Response | undefined>> | undefined;
  return http.all('*', async ({ request }) => {
    // Only the API's calls, first: the rule's own chunk is fetched through this worker too, and must pass at once.
    if (!underApi(request.url, options.apiBaseUrl)) return undefined;
    if (!options.network && !request.headers.has(MOCK_STATUS_HEADER) && !request.headers.has(MOCK_DELAY_HEADER)) return undefined;
    rule ??= import('./request-rule').then(({ createRequestRule }) => createRequestRule(db, options));
    return (await rule)(request);
  });
}
