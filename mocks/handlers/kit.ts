/**
 * The seam between msw and the mock database, shared by every resource module.
 *
 * Stateful handlers are built ON the orval-generated `get*MockHandler(override)` functions: the
 * override runs the business rule and returns the envelope, which the generated handler always
 * sends with status 200. Other answers (401/403/404/422/500) are THROWN as `HttpResponse`s: msw
 * uses a Response thrown from a resolver as the answer, so no hand-written `http.*` twin is needed.
 */
import { delay, HttpResponse, passthrough, type HttpHandler, type PathParams } from 'msw';
import { type z } from 'zod';
import { ApiError } from '../db/rules/api-error';
import { applyDueOrderChanges } from '../db/rules/orders';
import { applyDueDeposits } from '../db/rules/wallet';
import { localeFrom } from '../db/serializers/view';
import { ContractViolationError, type ContractViolation, type MockHandlerOptions } from './handler-options';
import { createCtx, errorBody, type Ctx } from './request-context';
import type { MockDb } from '../db/create-db';
import type * as ResponseSchemaModule from './response-schemas';
import type { Locale } from '../db/types';

export { ContractViolationError, type ContractViolation, type MockHandlerOptions, type WebpRenderer } from './handler-options';
export { SUCCESS, type Ctx, type Envelope } from './request-context';

type ResponseSchemas = typeof ResponseSchemaModule;
/** The name of a generated answer schema (`getCartResponse`, …), see response-schemas.ts. */
export type ResponseSchemaName = { [Name in keyof ResponseSchemas]: ResponseSchemas[Name] extends z.ZodType ? (Name extends `${string}Response` ? Name : never) : never }[keyof ResponseSchemas];

let responseSchemas: Promise<ResponseSchemas> | null = null;
/** The answer schemas are loaded on the first check only (the browser demo never checks, so never loads them). */
async function responseSchemaNamed(name: ResponseSchemaName): Promise<z.ZodType> {
  responseSchemas ??= import('./response-schemas');
  return (await responseSchemas)[name];
}

export type GeneratedFactory<Response> = (override: (info: { request: Request; params: PathParams }) => Promise<Response>) => HttpHandler;

/**
 * A request that belongs to the API: everything when no base is set, else only paths under it. A
 * relative base is resolved against the page's origin (`location.origin` in the browser).
 */
export function underApi(requestUrl: string, apiBaseUrl: string | undefined, pageOrigin = globalThis.location?.origin): boolean {
  if (!apiBaseUrl) return true;
  const url = new URL(requestUrl);
  const base = new URL(apiBaseUrl, pageOrigin ?? url.origin);
  if (base.origin !== url.origin) return false;
  const basePath = base.pathname.replace(/\/+$/, '');
  return basePath === '' || url.pathname === basePath || url.pathname.startsWith(`${basePath}/`);
}

/** Before every request: apply what the clock made due (deposit approvals, order progress). */
function catchUp(db: MockDb): void {
  const deposits = applyDueDeposits(db);
  const orders = applyDueOrderChanges(db);
  if (deposits || orders) db.changed();
}

export interface Kit {
  db: MockDb;
  options: MockHandlerOptions;
  /**
   * A stateful handler on a generated `get*MockHandler`: runs `run` with the request context,
   * validates the answer against the generated schema named `responseSchema` when asked, and turns rule
   * errors into answers.
   */
  stateful<Response>(factory: GeneratedFactory<Response>, responseSchema: ResponseSchemaName, run: (ctx: Ctx) => Promise<Response> | Response): HttpHandler;
  /** Shared prelude of every handler: requests outside `apiBaseUrl` pass through, then the latency. */
  prelude(request: Request, options?: { latency?: boolean }): Promise<void>;
}

export function createKit(db: MockDb, options: MockHandlerOptions): Kit {
  const prelude = async (request: Request, { latency: withLatency = true } = {}) => {
    if (!underApi(request.url, options.apiBaseUrl)) throw passthrough();
    const latency = typeof options.latencyMs === 'function' ? options.latencyMs() : (options.latencyMs ?? 0);
    if (withLatency && latency > 0) await delay(latency);
  };
  return {
    db,
    options,
    prelude,
    stateful(factory, responseSchema, run) {
      return factory(async ({ request, params }) => {
        await prelude(request);
        let locale: Locale = localeFrom(request.headers.get('locale-code'));
        try {
          catchUp(db);
          const ctx = createCtx(db, request, params, options);
          locale = ctx.locale;
          const answer = await run(ctx);
          db.changed();
          if (options.validateResponses) {
            const result = (await responseSchemaNamed(responseSchema)).safeParse(answer);
            if (!result.success) {
              const violation: ContractViolation = {
                method: request.method,
                url: request.url,
                issues: result.error.issues.slice(0, 10).map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
              };
              (options.onContractViolation ?? ((v) => console.error(new ContractViolationError(v).message)))(violation);
              throw new ContractViolationError(violation);
            }
          }
          return answer;
        } catch (error) {
          if (error instanceof Response) throw error;
          if (error instanceof ApiError) {
            db.changed();
            throw HttpResponse.json(errorBody(error, locale), { status: error.status, headers: error.headers });
          }
          if (!(error instanceof ContractViolationError)) console.error('[mock api] unexpected error', error);
          throw HttpResponse.json(
            {
              success: false,
              message: locale === 'ar' ? 'حدث خطأ غير متوقع. يرجى المحاولة لاحقًا.' : 'An unexpected error occurred. Please try again later.',
              ...(error instanceof ContractViolationError ? { errors: { contract: [error.message] } } : {}),
            },
            { status: 500 },
          );
        }
      });
    },
  };
}
