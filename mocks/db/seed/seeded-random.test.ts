import { SimpleFaker } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { FAKER_SEED } from '../seed';
import { TEST_EPOCH } from '../../testing/test-db';
import { growCatalog, seedCatalog } from './seed-catalog';
import { seedGeo } from './seed-geo';
import { seedPaymentMethods } from './seed-store';
import { seedPeople } from './seed-users';
import { createSeededRandom, type SeededRandom } from './seeded-random';

/** Faker's own generator, seeded: the reference the seed's random source must match draw for draw. */
function faker(seed: number): SeededRandom {
  const reference = new SimpleFaker();
  reference.seed(seed);
  return reference;
}

describe('seeded random (the seed without Faker)', () => {
  it('draws the same numbers as Faker from the same seed, across refills of the generator', () => {
    const ours = createSeededRandom(FAKER_SEED);
    const theirs = faker(FAKER_SEED);
    const list = Array.from({ length: 37 }, (_, index) => index * 3);
    for (let round = 0; round < 3000; round += 1) {
      expect(ours.number.int({ min: 1, max: 5 })).toBe(theirs.number.int({ min: 1, max: 5 }));
      expect(ours.number.int({ min: 0, max: 900 })).toBe(theirs.number.int({ min: 0, max: 900 }));
      expect(ours.number.int(round)).toBe(theirs.number.int(round));
      expect(ours.number.int()).toBe(theirs.number.int());
      expect(ours.number.float({ min: 3.4, max: 5, fractionDigits: 1 })).toBe(theirs.number.float({ min: 3.4, max: 5, fractionDigits: 1 }));
      expect(ours.number.float({ min: 0.8, max: 1.2 })).toBe(theirs.number.float({ min: 0.8, max: 1.2 }));
      expect(ours.number.float()).toBe(theirs.number.float());
      if (round % 50 === 0) {
        expect(ours.helpers.arrayElement(list)).toBe(theirs.helpers.arrayElement(list));
        expect(ours.helpers.arrayElements(list, 3)).toEqual(theirs.helpers.arrayElements(list, 3));
        expect(ours.helpers.arrayElements(list)).toEqual(theirs.helpers.arrayElements(list));
        expect(ours.helpers.shuffle(list)).toEqual(theirs.helpers.shuffle(list));
      }
    }
    ours.seed(FAKER_SEED + 1);
    theirs.seed(FAKER_SEED + 1);
    expect(Array.from({ length: 10 }, () => ours.number.float())).toEqual(Array.from({ length: 10 }, () => theirs.number.float()));
  });

  it('keeps the edge cases: a one-element list, a count of all or none, an empty range', () => {
    const ours = createSeededRandom(7);
    expect(ours.helpers.arrayElement(['only'])).toBe('only');
    expect(ours.helpers.arrayElements([1, 2, 3], 0)).toEqual([]);
    expect(ours.helpers.arrayElements([], 2)).toEqual([]);
    expect(ours.helpers.arrayElements([1, 2, 3], 5).sort()).toEqual([1, 2, 3]);
    expect(ours.number.int({ min: 4, max: 4 })).toBe(4);
    expect(() => ours.number.int({ min: 5, max: 4 })).toThrow(RangeError);
    expect(() => ours.helpers.arrayElement([])).toThrow(RangeError);
  });

  it('seeds the same catalogue, people and 10,000-product growth as Faker did', () => {
    const build = (random: SeededRandom) => {
      const catalog = seedCatalog(random, TEST_EPOCH);
      const people = seedPeople(random, TEST_EPOCH, seedGeo(), catalog.products, seedPaymentMethods());
      random.seed(FAKER_SEED + 1);
      growCatalog(catalog, 10_000, random, TEST_EPOCH);
      return { catalog, people };
    };
    const ours = build(createSeededRandom(FAKER_SEED));
    const theirs = build(faker(FAKER_SEED));
    expect(ours.catalog.products).toHaveLength(10_000);
    expect(ours).toEqual(theirs);
  });
});
