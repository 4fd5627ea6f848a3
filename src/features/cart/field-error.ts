/** The first message of a TanStack Form field's errors (zod issues, server strings). */
export const fieldErrorText = (errors: readonly unknown[]): string | undefined => {
  for (const error of errors) {
    if (typeof error === 'string' && error) return error;
    if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') return error.message;
  }
  return undefined;
};
