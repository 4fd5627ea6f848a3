/**
 * A `redirect` target is accepted only when it is a same-origin relative path: one leading slash,
 * no scheme, no protocol-relative `//host`, no backslash trick, no control characters — checked on the
 * value as given and once decoded. Anything else gives the fallback.
 */
export const safeRedirect = (target: string | null | undefined, fallback: string): string => {
  if (!target) return fallback;
  let decoded = target;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    return fallback;
  }
  const isSafe = (value: string) =>
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.includes('\\') &&
    // eslint-disable-next-line no-control-regex
    !/[\u0000-\u001f\u007f]/.test(value) &&
    !/^\/+[a-z][a-z0-9+.-]*:/i.test(value);
  if (!isSafe(target) || !isSafe(decoded)) return fallback;
  // Resolving against a dummy origin must not change the origin.
  try {
    const url = new URL(decoded, 'https://storefront.invalid');
    if (url.origin !== 'https://storefront.invalid') return fallback;
  } catch {
    return fallback;
  }
  return target;
};
