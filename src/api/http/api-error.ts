import { AxiosError, isAxiosError } from 'axios';
import { isRecord } from '../../lib/is-record';

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'canceled' | 'unexpected';

/**
 * Every failed call rejects with an ApiError: the HTTP status, the server message and, for 422,
 * the first message of each field (spec section 5) ready to be set on a form.
 */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  /** The server's own message, when it sent one. */
  readonly serverMessage: string | undefined;
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** The fields of `fieldErrors` a form put on its own fields: the toast leaves them out. */
  readonly fieldsShownOnForm = new Set<string>();
  /** Set once a form showed every field error (or the caller said all of it): the HTTP layer then raises no toast. */
  shownOnForm = false;

  constructor(init: {
    kind: ApiErrorKind;
    status?: number;
    serverMessage?: string;
    fieldErrors?: Record<string, string>;
    cause?: unknown;
  }) {
    super(init.serverMessage ?? init.kind, { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.serverMessage = init.serverMessage;
    this.fieldErrors = init.fieldErrors ?? {};
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** First message of each field of a 422 `errors` map. */
export const firstFieldErrors = (errors: unknown): Record<string, string> => {
  if (!isRecord(errors)) return {};
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const first = Array.isArray(messages) ? messages.find((m) => typeof m === 'string') : messages;
    if (typeof first === 'string' && first) result[field] = first;
  }
  return result;
};

export const toApiError = (error: unknown): ApiError => {
  if (error instanceof ApiError) return error;
  if (!isAxiosError(error)) return new ApiError({ kind: 'unexpected', cause: error });
  const axiosError = error as AxiosError<unknown>;
  if (axiosError.code === AxiosError.ERR_CANCELED) return new ApiError({ kind: 'canceled', cause: error });
  if (axiosError.response) {
    const body = axiosError.response.data;
    const message = isRecord(body) && typeof body.message === 'string' && body.message ? body.message : undefined;
    return new ApiError({
      kind: 'http',
      status: axiosError.response.status,
      serverMessage: message,
      fieldErrors: isRecord(body) ? firstFieldErrors(body.errors) : {},
      cause: error,
    });
  }
  if (axiosError.code === AxiosError.ECONNABORTED || axiosError.code === AxiosError.ETIMEDOUT) {
    return new ApiError({ kind: 'timeout', cause: error });
  }
  if (axiosError.request) return new ApiError({ kind: 'network', cause: error });
  return new ApiError({ kind: 'unexpected', cause: error });
};
