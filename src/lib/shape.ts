import type { StandardSchemaV1 } from '@standard-schema/spec';

/**
 * Shapes of the values the shop reads back from storage before its first render (the session, the locale,
 * cart changes awaiting an answer, recently viewed products): a handful of checks written as data, each a
 * Standard Schema, so `storedValue` takes them exactly as it takes a zod schema.
 *
 * Why not zod here: everything on the start path is downloaded by every visit, and zod 4's `zod/mini`
 * still brings ≈ 21 kB gzip of its core into that path (decision 025). Forms, generated contract schemas
 * and every other stored value keep using zod; this module is only for what start-up reads, and it
 * follows zod's meaning where they overlap (an object's unknown keys are dropped from the result).
 */
export interface Shape<Out, In = Out> extends StandardSchemaV1<In, Out> {
  /** The value as the shop uses it, or `invalid` with the problem added to `issues`. */
  readonly check: (value: unknown, path: readonly PropertyKey[], issues: StandardSchemaV1.Issue[]) => Out | typeof invalid;
}

export type Infer<S extends StandardSchemaV1> = StandardSchemaV1.InferOutput<S>;

const invalid: unique symbol = Symbol('invalid');

function shape<Out, In = Out>(check: Shape<Out, In>['check']): Shape<Out, In> {
  return {
    check,
    '~standard': {
      version: 1,
      vendor: 'storefront',
      validate: (value) => {
        const issues: StandardSchemaV1.Issue[] = [];
        const result = check(value, [], issues);
        return result === invalid ? { issues } : { value: result };
      },
    },
  };
}

/** A value `test` accepts as it is, else the issue `expected`. */
const when = <T>(test: (value: unknown) => boolean, expected: string) =>
  shape<T>((value, path, issues) => {
    if (test(value)) return value as T;
    issues.push({ message: `expected ${expected}`, path });
    return invalid;
  });

export const string = ({ minLength = 0 } = {}) =>
  when<string>((value) => typeof value === 'string' && value.length >= minLength, minLength > 0 ? `a string of at least ${minLength} characters` : 'a string');

/** Any finite number. */
export const number = () => when<number>((value) => typeof value === 'number' && Number.isFinite(value), 'a number');

/** A whole number within `[min, max]` (either bound may be left out). */
export const int = ({ min = -Infinity, max = Infinity } = {}) =>
  when<number>((value) => Number.isInteger(value) && (value as number) >= min && (value as number) <= max, `a whole number from ${min} to ${max}`);

/** One of `values`. */
export const oneOf = <const T extends readonly (string | number)[]>(values: T) =>
  when<T[number]>((value) => values.includes(value as T[number]), `one of ${values.join(', ')}`);

export const nullable = <Out, In>(inner: Shape<Out, In>) =>
  shape<Out | null, In | null>((value, path, issues) => (value === null ? null : inner.check(value, path, issues)));

type Fields = Record<string, Shape<unknown, unknown>>;

/** A plain object with these fields (each checked; other keys are left out of the result). */
export const object = <F extends Fields>(fields: F) =>
  shape<{ [K in keyof F]: Infer<F[K]> }, { [K in keyof F]: StandardSchemaV1.InferInput<F[K]> }>((value, path, issues) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      issues.push({ message: 'expected an object', path });
      return invalid;
    }
    const record = value as Record<string, unknown>;
    const result: Record<string, unknown> = {};
    let ok = true;
    for (const [key, field] of Object.entries(fields)) {
      const checked = field.check(record[key], [...path, key], issues);
      if (checked === invalid) ok = false;
      else result[key] = checked;
    }
    return ok ? (result as { [K in keyof F]: Infer<F[K]> }) : invalid;
  });

export const array = <Out, In>(item: Shape<Out, In>) =>
  shape<Out[], In[]>((value, path, issues) => {
    if (!Array.isArray(value)) {
      issues.push({ message: 'expected a list', path });
      return invalid;
    }
    const result: Out[] = [];
    let ok = true;
    value.forEach((entry, index) => {
      const checked = item.check(entry, [...path, index], issues);
      if (checked === invalid) ok = false;
      else result.push(checked);
    });
    return ok ? result : invalid;
  });

/**
 * `inner`, then a rule across its parts: `rule` returns the problem in words, or nothing when the value
 * is sound (a session whose token is not its user's).
 */
export const refine = <Out, In>(inner: Shape<Out, In>, rule: (value: Out) => string | undefined) =>
  shape<Out, In>((value, path, issues) => {
    const checked = inner.check(value, path, issues);
    if (checked === invalid) return invalid;
    const problem = rule(checked);
    if (problem === undefined) return checked;
    issues.push({ message: problem, path });
    return invalid;
  });

/** `before` prepares the raw value, `inner` checks it, `after` turns the result into what the shop keeps. */
export const pipe = <Mid, Out, In>(before: (value: unknown) => unknown, inner: Shape<Mid, In>, after: (value: Mid) => Out) =>
  shape<Out, In>((value, path, issues) => {
    const checked = inner.check(before(value), path, issues);
    return checked === invalid ? invalid : after(checked);
  });

/** Whether `value` has the shape (a yes or no, without the issues). */
export const fits = <Out, In>(target: Shape<Out, In>, value: unknown): value is In => target.check(value, [], []) !== invalid;
