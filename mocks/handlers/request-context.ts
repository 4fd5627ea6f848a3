/** One request as a resource handler sees it (`Ctx`): its user, locale, view, validated query and bodies. */
import { type PathParams } from 'msw';
import { z } from 'zod';
import { ApiError, t, type Text } from '../db/rules/api-error';
import { bearerToken, userByToken } from '../db/rules/access';
import { createView, localeFrom, type View } from '../db/serializers/view';
import { parseWith } from './validation';
import type { MockHandlerOptions } from './handler-options';
import type { ReceiptInput } from '../db/rules/receipt';
import type { MockDb } from '../db/create-db';
import type { Locale, UserRow } from '../db/types';

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

/** The contract's error body (`ErrorResponse`) for a rule's error, in the request's language. */
export function errorBody(error: ApiError, locale: Locale) {
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

export function createCtx(db: MockDb, request: Request, params: PathParams, options: MockHandlerOptions): Ctx {
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
