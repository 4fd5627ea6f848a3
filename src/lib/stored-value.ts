import type { StandardSchemaV1 } from '@standard-schema/spec';
import { readText, removeItem, writeText, type StorageKind } from './storage';

/**
 * One value kept in local or session storage, read through a schema.
 *
 * Whatever is stored may come from an older version of the shop, another tab, an extension or a curious
 * shopper: it is never trusted. `read` parses the text (JSON by default) and validates it; a value that
 * does not parse or does not fit is removed from storage with a `console.warn` naming the key and the
 * first problems, and the fallback is returned. Storage that is unavailable (private mode, quota, a
 * sandboxed frame) behaves as empty. The schema may transform (defaults, coercions): `read` returns its
 * output, `write` takes its input.
 *
 * Any Standard Schema fits: a zod schema, or for what start-up reads a `lib/shape` one, which keeps zod off
 * the first page load (decisions 014, 029). The check must be synchronous.
 *
 * ```ts
 * const lastTab = storedValue({ key: 'storefront.last-tab', schema: z.enum(['a', 'b']) });
 * lastTab.read('a'); // 'a' when nothing (valid) is stored
 * lastTab.write('b');
 * ```
 */
export interface StoredValueOptions<S extends StandardSchemaV1> {
  key: string;
  schema: S;
  /** `local` (default) survives the browser; `session` lives for the tab. */
  area?: StorageKind;
  /** Text → value before validation; JSON.parse by default. May throw: the stored text is then dropped. */
  decode?: (text: string) => unknown;
  /** Value → text; JSON.stringify by default. */
  encode?: (value: Input<S>) => string;
}

export interface StoredValue<Out, In = Out> {
  readonly key: string;
  /** The stored value when present and valid; otherwise the fallback (a bad value is dropped first). */
  read(): Out | undefined;
  read(fallback: Out): Out;
  write(value: In): void;
  clear(): void;
}

type Input<S extends StandardSchemaV1> = StandardSchemaV1.InferInput<S>;
type Output<S extends StandardSchemaV1> = StandardSchemaV1.InferOutput<S>;

const pathOf = (issue: StandardSchemaV1.Issue) =>
  issue.path && issue.path.length > 0 ? issue.path.map((part) => String(typeof part === 'object' ? part.key : part)).join('.') : '(root)';

const describeIssues = (issues: readonly StandardSchemaV1.Issue[]) =>
  issues
    .slice(0, 3)
    .map((issue) => `${pathOf(issue)}: ${issue.message}`)
    .join('; ');

/** Reads `key` through `schema` once; see `storedValue`. */
export function readStoredValue<S extends StandardSchemaV1>(options: StoredValueOptions<S>): Output<S> | undefined {
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
  const result = schema['~standard'].validate(raw);
  if (result instanceof Promise) throw new Error(`The schema of the stored "${key}" checks asynchronously; stored values are read synchronously.`);
  if (!result.issues) return result.value;
  console.warn(`[storage] Dropped the stored "${key}": it does not have the expected shape (${describeIssues(result.issues)}).`);
  removeItem(key, area);
  return undefined;
}

/** Writes `value` under `key` (encoded as JSON by default); storage errors are ignored. */
export function writeStoredValue<S extends StandardSchemaV1>(options: StoredValueOptions<S>, value: Input<S>) {
  const { key, area = 'local', encode = JSON.stringify } = options;
  writeText(key, encode(value), area);
}

/** A typed handle on one stored key: `read` validates (and drops a bad value), `write` and `clear`. */
export function storedValue<S extends StandardSchemaV1>(options: StoredValueOptions<S>): StoredValue<Output<S>, Input<S>> {
  function read(): Output<S> | undefined;
  function read(fallback: Output<S>): Output<S>;
  function read(fallback?: Output<S>) {
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
