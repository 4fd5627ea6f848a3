import { safeParse, type core } from 'zod/mini';
import { readText, removeItem, writeText, type StorageKind } from './storage';

/**
 * One value kept in local or session storage, read through a zod schema.
 *
 * Whatever is stored may come from an older version of the shop, another tab, an extension or a curious
 * shopper: it is never trusted. `read` parses the text (JSON by default) and validates it; a value that
 * does not parse or does not fit is removed from storage with a `console.warn` naming the key and the
 * first problems, and the fallback is returned. Storage that is unavailable (private mode, quota, a
 * sandboxed frame) behaves as empty. The schema may transform (defaults, coercions): `read` returns its
 * output, `write` takes its input.
 *
 * Any zod 4 schema fits (classic `zod` or `zod/mini`): this module itself only imports zod's core, so a
 * store read at start-up with a `zod/mini` schema keeps the whole of classic zod off the first page load
 * (decision 018-s11).
 *
 * ```ts
 * const lastTab = storedValue({ key: 'storefront.last-tab', schema: z.enum(['a', 'b']) });
 * lastTab.read('a'); // 'a' when nothing (valid) is stored
 * lastTab.write('b');
 * ```
 */
export interface StoredValueOptions<S extends core.$ZodType> {
  key: string;
  schema: S;
  /** `local` (default) survives the browser; `session` lives for the tab. */
  area?: StorageKind;
  /** Text → value before validation; JSON.parse by default. May throw: the stored text is then dropped. */
  decode?: (text: string) => unknown;
  /** Value → text; JSON.stringify by default. */
  encode?: (value: core.input<S>) => string;
}

export interface StoredValue<Out, In = Out> {
  readonly key: string;
  /** The stored value when present and valid; otherwise the fallback (a bad value is dropped first). */
  read(): Out | undefined;
  read(fallback: Out): Out;
  write(value: In): void;
  clear(): void;
}

const describeIssues = (error: core.$ZodError) =>
  error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(root)'}: ${issue.message}`)
    .join('; ');

/** Reads `key` through `schema` once; see `storedValue`. */
export function readStoredValue<S extends core.$ZodType>(options: StoredValueOptions<S>): core.output<S> | undefined {
  const { key, schema, area = 'local', decode = JSON.parse } = options;
  const text = readText(key, area);
  if (text === undefined) return undefined;
  let raw: unknown;
  try {
    raw = decode(text);
  } catch {
    console.warn(`[storage] Dropped the stored "${key}": it is not readable (${text.length} characters).`);
    removeItem(key, area);
    return undefined;
  }
  const parsed = safeParse(schema, raw);
  if (parsed.success) return parsed.data;
  console.warn(`[storage] Dropped the stored "${key}": it does not have the expected shape (${describeIssues(parsed.error)}).`);
  removeItem(key, area);
  return undefined;
}

/** Writes `value` under `key` (encoded as JSON by default); storage errors are ignored. */
export function writeStoredValue<S extends core.$ZodType>(options: StoredValueOptions<S>, value: core.input<S>) {
  const { key, area = 'local', encode = JSON.stringify } = options;
  writeText(key, encode(value), area);
}

/** A typed handle on one stored key: `read` validates (and drops a bad value), `write` and `clear`. */
export function storedValue<S extends core.$ZodType>(options: StoredValueOptions<S>): StoredValue<core.output<S>, core.input<S>> {
  function read(): core.output<S> | undefined;
  function read(fallback: core.output<S>): core.output<S>;
  function read(fallback?: core.output<S>) {
    const value = readStoredValue(options);
    return value === undefined ? fallback : value;
  }
  return {
    key: options.key,
    read,
    write: (value) => writeStoredValue(options, value),
    clear: () => removeItem(options.key, options.area ?? 'local'),
  };
}
