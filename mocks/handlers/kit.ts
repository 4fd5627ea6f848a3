/**
 * The seam between msw and the mock database, shared by every resource module.
 *
 * Stateful handlers are built ON the orval-generated `get*MockHandler(override)` functions: the
 * override runs the business rule and returns the envelope, which the generated handler always
 * sends with status 200. Other answers (401/403/404/422/500) are THROWN as `HttpResponse`s: msw
 * uses a Response thrown from a resolver as the answer, so no hand-written `http.*` twin is needed.
 */
import { delay, HttpResponse, passthrough, type HttpHandler, type PathParams } from 'msw';
import { z } from 'zod';
import { ApiError, t, type Text } from '../db/rules/api-error';
import { bearerToken, userByToken } from '../db/rules/access';
import { applyDueOrderChanges } from '../db/rules/orders';
import { applyDueDeposits } from '../db/rules/wallet';
import { createView, localeFrom, type View } from '../db/serializers/view';
import { parseWith } from './validation';
import type { ReceiptInput } from '../db/rules/receipt';
import type { MockDb } from '../db/create-db';
import type * as ResponseSchemaModule from './response-schemas';
import type { Locale, OutboxMessage, UserRow } from '../db/types';

export interface MockHandlerOptions {
  /** Simulated latency for every answer, in ms (msw `delay`). Default 0. */
  latencyMs?: number;
  /**
   * In the browser: only requests under this base (e.g. `/api`) are answered; everything else
   * (Vite modules, assets) passes through even when its path happens to end like an API path.
   */
  apiBaseUrl?: string;
  /** Check every success answer against the generated zod response schema. */
  validateResponses?: boolean;
  /** Called with each answer that breaks the contract (default: console.error). */
  onContractViolation?: (violation: ContractViolation) => void;
  /** Called with each one-time code "sent" by e-mail (the browser logs it with console.info). */
  onOtpSent?: (message: OutboxMessage) => void;
  /** Append the generated faker handlers as the fallback (default true). */
  includeFallbacks?: boolean;
  /**
   * Answer the tester hooks under `/__mock/` (the outbox of one-time codes, hostile CMS HTML). Default true
   * (dev server, preview, tests); the standalone server enables them only with MOCK_TEST_HOOKS=1.
   */
  testHooks?: boolean;
  /**
   * Renders a picture's drawing to WebP: the standalone server's (`mocks/media/webp-pictures.ts`, decision 046), for
   * the `.webp` URLs of a db made with `mediaFormat: 'webp'`. Without it those URLs are not found.
   */
  renderWebp?: WebpRenderer;
}

/** `key` names the picture (`kind/file`: the same key, the same drawing); the answer is the WebP file. */
export type WebpRenderer = (key: string, svg: string) => Promise<Uint8Array>;

export interface ContractViolation {
  method: string;
  url: string;
  issues: { path: string; message: string }[];
}

/** Thrown (and turned into a 500) when `validateResponses` finds an answer that breaks the contract. */
export class ContractViolationError extends Error {
  readonly violation: ContractViolation;
  constructor(violation: ContractViolation) {
    super(`Mock answer breaks the contract: ${violation.method} ${violation.url}: ${violation.issues.map((issue) => `${issue.path} ${issue.message}`).join('; ')}`);
    this.name = 'ContractViolationError';
    this.violation = violation;
  }
}

export interface Envelope<Data> {
  success: true;
  message: string;
  data: Data;
}

/** Everything a resource handler needs about one request. */
export interface Ctx {
  db: MockDb;
  request: Request;
  params: PathParams;
  url: URL;
  locale: Locale;
  token: string | null;
  user: UserRow | null;
  view: View;
  options: MockHandlerOptions;
  /** Pick the request's language. */
  say(text: Text): string;
  /** `{ success: true, message, data }`. */
  ok<Data>(data: Data, message?: Text): Envelope<Data>;
  /** Query parameters validated with a generated `...QueryParams` schema. */
  query<Schema extends z.ZodType>(schema: Schema): z.output<Schema>;
  /** A JSON body validated with a generated `...Body` schema (422 when missing or invalid). */
  body<Schema extends z.ZodType>(schema: Schema): Promise<z.output<Schema>>;
  /** A positive integer path parameter (422 on the parameter otherwise). */
  id(name: string): number;
  /** A string path parameter. */
  param(name: string): string;
  /**
   * A multipart/form-data body (JSON accepted too, for curl): `numeric` fields become numbers, the
   * `receipt` file is taken apart; the rest is validated with the generated schema (its required `receipt:
   * instanceof(File)` is checked by the receipt rule instead, which works in every host and says 'Please
   * upload receipt').
   */
  form<Schema extends z.ZodType>(schema: Schema, numeric: readonly string[]): Promise<{ data: z.output<Schema>; receipt: ReceiptInput }>;
}

export const SUCCESS = t('Success', 'تمت العملية بنجاح');

const pathIdSchema = z.coerce.number().int().min(1);

function errorBody(error: ApiError, locale: Locale) {
  const say = (text: Text) => (typeof text === 'string' ? text : text[locale]);
  return {
    success: false as const,
    message: say(error.text),
    ...(error.errors ? { errors: Object.fromEntries(Object.entries(error.errors).map(([field, texts]) => [field, texts.map(say)])) } : {}),
  };
}

/** URLSearchParams → object: `key[]` (and a bare repeated `with`) become arrays, 'true'/'false' booleans. */
function queryObject(url: URL): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    if (key.endsWith('[]') || key === 'with') {
      const arrayKey = key.endsWith('[]') ? key : `${key}[]`;
      out[arrayKey] = [...((out[arrayKey] as string[] | undefined) ?? []), ...values];
      continue;
    }
    const value = values[0] ?? '';
    out[key] = value === 'true' ? true : value === 'false' ? false : value;
  }
  return out;
}

interface FileLike {
  name: string;
  type: string;
  size: number;
}

const isFileLike = (value: unknown): value is FileLike =>
  typeof value === 'object' && value !== null && typeof (value as FileLike).size === 'number' && typeof (value as FileLike).name === 'string';

async function readBody(request: Request): Promise<unknown> {
  // Read a clone: whoever else looks at the request (msw's logging, another handler) still can.
  const text = await request.clone().text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(422, t('Validation failed', 'فشل التحقق من البيانات'), {
      body: [t('The request body must be valid JSON.', 'يجب أن يكون محتوى الطلب بصيغة JSON صحيحة.')],
    });
  }
}

function createCtx(db: MockDb, request: Request, params: PathParams, options: MockHandlerOptions): Ctx {
  const url = new URL(request.url);
  const locale = localeFrom(request.headers.get('locale-code'));
  const token = bearerToken(request.headers.get('authorization'));
  const user = userByToken(db.state, token);
  const view = createView(db, locale, user);
  const say = (text: Text) => (typeof text === 'string' ? text : text[locale]);
  return {
    db,
    request,
    params,
    url,
    locale,
    token,
    user,
    view,
    options,
    say,
    ok: (data, message = SUCCESS) => ({ success: true, message: say(message), data }),
    query: (schema) => parseWith(schema, queryObject(url)),
    body: async (schema) => parseWith(schema, await readBody(request)),
    id(name) {
      const raw = params[name];
      const result = pathIdSchema.safeParse(Array.isArray(raw) ? raw[0] : raw);
      if (!result.success) {
        throw new ApiError(422, t('Validation failed', 'فشل التحقق من البيانات'), {
          [name]: [t(`The ${name} must be a positive whole number.`, 'يجب أن يكون المعرّف رقمًا صحيحًا موجبًا.')],
        });
      }
      return result.data;
    },
    param(name) {
      const raw = params[name];
      return decodeURIComponent(String(Array.isArray(raw) ? raw[0] : (raw ?? '')));
    },
    async form(schema, numeric) {
      const contentType = request.headers.get('content-type') ?? '';
      let raw: Record<string, unknown>;
      if (contentType.includes('application/json')) {
        raw = (await readBody(request)) as Record<string, unknown>;
      } else {
        raw = {};
        let formData: FormData;
        try {
          formData = await request.clone().formData();
        } catch {
          formData = new FormData();
        }
        for (const [key, value] of formData.entries()) raw[key] = value;
      }
      let receipt: ReceiptInput = null;
      const rawReceipt = raw.receipt;
      if (rawReceipt !== undefined && rawReceipt !== null && rawReceipt !== '') {
        receipt = isFileLike(rawReceipt) ? { name: rawReceipt.name, type: rawReceipt.type, size: rawReceipt.size } : { notAFile: true };
      }
      const rest: Record<string, unknown> = { ...raw };
      delete rest.receipt;
      for (const key of numeric) {
        const value = rest[key];
        if (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))) rest[key] = Number(value);
      }
      // The schema's required `receipt: instanceof(File)` is the receipt rule's to judge (checkReceipt, with the
      // spec's 'Please upload receipt'): the schema sees a stand-in, the rules see what came.
      return { data: parseWith(schema, { ...rest, receipt: new File([], 'receipt') }), receipt };
    },
  };
}

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
    // Read at each call: the browser's mock panel changes it at run time.
    const latency = options.latencyMs ?? 0;
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
