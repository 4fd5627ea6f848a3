/**
 * A request's query string exactly as axios writes it by default — keys and values through axios's `encode` (`:`,
 * `$` and `,` kept, spaces as `+`), a flat array as `key[]=a&key[]=b`, a date in ISO 8601, nothing for `null` or
 * `undefined` (in an array either) — without axios's generic form-data walk (`toFormData`), which
 * cost a listing request 10–60 ms of a slowed (4×) CPU, in the very handler that prefetches a filter's or a link's
 * answer (decision 044). The contract's query parameters are strings, numbers, booleans and flat arrays of them; a
 * nested object is a programming error here, not something to guess a format for.
 */
const encode = (value: string) =>
  encodeURIComponent(value).replace(/%3A/gi, ':').replace(/%24/g, '$').replace(/%2C/gi, ',').replace(/%20/g, '+');

const text = (value: unknown, key: string): string => {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') throw new TypeError(`Query parameter "${key}" is a nested object; the API's parameters are flat.`);
  return String(value);
};

export function queryString(params: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      const name = encode(`${key.endsWith('[]') ? key.slice(0, -2) : key}[]`);
      for (const item of value) if (item !== undefined && item !== null) pairs.push(`${name}=${encode(text(item, key))}`);
      continue;
    }
    pairs.push(`${encode(key)}=${encode(text(value, key))}`);
  }
  return pairs.join('&');
}
