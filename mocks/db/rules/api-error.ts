import type { T } from '../types';

/** A message in one language for every locale, or in both. */
export type Text = string | T;

/**
 * A business-rule failure, turned into `{ success: false, message, errors? }` with `status` by the
 * handlers. Rules throw it; nothing else about HTTP leaks into the rules.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly text: Text;
  readonly errors: Record<string, Text[]> | undefined;
  /** Extra response headers (a 429's `Retry-After`). */
  readonly headers: Record<string, string> | undefined;

  constructor(status: number, text: Text, errors?: Record<string, Text[]>, headers?: Record<string, string>) {
    super(typeof text === 'string' ? text : text.en);
    this.name = 'ApiError';
    this.status = status;
    this.text = text;
    this.errors = errors;
    this.headers = headers;
  }
}

export const t = (en: string, ar: string): T => ({ en, ar });

export const VALIDATION_FAILED = t('Validation failed', 'فشل التحقق من البيانات');

export function unauthenticated(): ApiError {
  return new ApiError(401, t('Unauthenticated.', 'غير مصرح. يرجى تسجيل الدخول.'));
}

export function forbidden(text: Text = t('Only registered customers can do this. Please log in.', 'هذه الخدمة متاحة للعملاء المسجلين فقط. يرجى تسجيل الدخول.')): ApiError {
  return new ApiError(403, text);
}

export function notFound(text: Text = t('Not found.', 'غير موجود.')): ApiError {
  return new ApiError(404, text);
}

/** 422 with one message on one field. */
export function invalid(field: string, text: Text): ApiError {
  return new ApiError(422, VALIDATION_FAILED, { [field]: [text] });
}

/** EGP amounts in messages: 2,000 or 1,499.50 (en grouping in both languages, as prices are shown). */
export function egp(amount: number): string {
  return amount.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 });
}
