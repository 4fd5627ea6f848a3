import { describe, expect, it } from 'vitest';
import { array, fits, int, nullable, number, object, oneOf, pipe, refine, string, type Shape } from './shape';

const validate = (schema: { '~standard': { validate: (value: unknown) => unknown } }, value: unknown) =>
  schema['~standard'].validate(value) as { value?: unknown; issues?: { message: string; path?: readonly PropertyKey[] }[] };

describe('shape', () => {
  it.each<[string, Shape<unknown, unknown>, unknown, unknown]>([
    ['string', string(), '', 1],
    ['string of at least one character', string({ minLength: 1 }), 'a', ''],
    ['number', number(), 1.5, Number.NaN],
    ['whole number', int(), 3, 3.5],
    ['whole number from 1', int({ min: 1 }), 1, 0],
    ['whole number up to 9', int({ max: 9 }), 9, 10],
    ['one of a list', oneOf(['en', 'ar']), 'ar', 'fr'],
    ['nullable', nullable(int()), null, undefined],
  ])('%s: accepts the one and refuses the other', (_name, schema, good, bad) => {
    expect(fits(schema, good)).toBe(true);
    expect(fits(schema, bad)).toBe(false);
  });

  it('keeps only the fields it knows from an object, and names the path of a wrong one', () => {
    const user = object({ id: int(), name: nullable(string()), totals: object({ cart: int({ min: 0 }) }) });
    expect(validate(user, { id: 1, name: null, totals: { cart: 2 }, extra: 'x' })).toEqual({ value: { id: 1, name: null, totals: { cart: 2 } } });
    const failed = validate(user, { id: 1, name: 'Mona', totals: { cart: -1 } });
    expect(failed.issues?.map((issue) => issue.path)).toEqual([['totals', 'cart']]);
    expect(fits(user, [])).toBe(false);
    expect(fits(user, null)).toBe(false);
    expect(fits(user, { name: null, totals: { cart: 0 } })).toBe(false);
  });

  it('checks every item of a list and reports each bad one', () => {
    const ids = array(int({ min: 1 }));
    expect(validate(ids, [1, 2])).toEqual({ value: [1, 2] });
    expect(validate(ids, [1, 0, 'x']).issues?.map((issue) => issue.path)).toEqual([[1], [2]]);
    expect(fits(ids, { 0: 1 })).toBe(false);
  });

  it('applies a rule across the parts once the parts fit', () => {
    const range = refine(object({ from: int(), to: int() }), ({ from, to }) => (from > to ? 'from is after to' : undefined));
    expect(fits(range, { from: 1, to: 2 })).toBe(true);
    expect(validate(range, { from: 3, to: 2 }).issues).toEqual([{ message: 'from is after to', path: [] }]);
  });

  it('prepares the raw value before the check and shapes the result after it', () => {
    const firstThreeDistinct = pipe((value) => (Array.isArray(value) ? value.slice(0, 3) : value), array(int()), (list) => [...new Set(list)]);
    expect(validate(firstThreeDistinct, [1, 1, 2, 'beyond the first three'])).toEqual({ value: [1, 2] });
    expect(fits(firstThreeDistinct, 'not a list')).toBe(false);
  });
});
