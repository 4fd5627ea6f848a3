/**
 * The answer of a forced status (`x-mock-status`, a scenario's network rule): the contract's error body, in the
 * request's language (request-rule.ts).
 */
import { HttpResponse } from 'msw';
import { ApiError, forbidden, notFound, t, unauthenticated, VALIDATION_FAILED, type Text } from '../db/rules/api-error';
import { localeFrom } from '../db/serializers/view';
import { errorBody } from '../handlers/request-context';

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
