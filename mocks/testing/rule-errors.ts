import { ApiError } from '../db/rules/api-error';

/** The English `errors` of a rule call that must fail with 422. */
export function errorsOf(run: () => unknown): Record<string, string[]> {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError && error.status === 422 && error.errors) {
      return Object.fromEntries(Object.entries(error.errors).map(([field, texts]) => [field, texts.map((text) => (typeof text === 'string' ? text : text.en))]));
    }
    throw error;
  }
  throw new Error('expected a 422');
}

/** The HTTP status a rule call ends with (200 when it does not throw). */
export function statusOf(run: () => unknown): number {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error.status;
    throw error;
  }
  return 200;
}

/** The English message of a rule failure. */
export function messageOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return typeof error.text === 'string' ? error.text : error.text.en;
    throw error;
  }
  throw new Error('expected a failure');
}
