import { describe, expect, it } from 'vitest';
import { namedListSchema } from './use-locations';

describe('cached governments and cities', () => {
  it('accepts a list as the API gave it, extra fields kept', () => {
    const list = [{ id: 1, title: 'Cairo', code: 'C' }, { id: 2, title: 'Giza' }];
    expect(namedListSchema.parse(list)).toEqual(list);
    expect(namedListSchema.parse([])).toEqual([]);
  });

  it.each([
    ['an object instead of a list', { id: 1, title: 'Cairo' }],
    ['a null entry', [null]],
    ['a title that is an object', [{ id: 1, title: { en: 'Cairo' } }]],
    ['a string id', [{ id: '1', title: 'Cairo' }]],
    ['a missing title', [{ id: 1 }]],
  ])('rejects %s', (_name, value) => {
    expect(namedListSchema.safeParse(value).success).toBe(false);
  });
});
