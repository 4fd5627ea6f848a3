/**
 * The seed's random source: the few draws it makes (`number.int`, `number.float`, `helpers.arrayElement`,
 * `helpers.arrayElements`, `helpers.shuffle`), value for value the same as `@faker-js/faker`'s
 * `SimpleFaker` seeded with the same number — a 32-bit Mersenne Twister (MT19937) read as 53-bit floats,
 * and Faker's formulas on top — so the seeded catalogue, users and orders are exactly what they were
 * with faker (seeded-random.test.ts compares both over thousands of draws and over the whole seed).
 * About 1 kB instead of faker's ~20 kB gzip in the browser demo's mock (decision 026).
 */

const N = 624;
const M = 397;
const MATRIX_A = 0x9908b0df;
const UPPER_MASK = 0x80000000;
const LOWER_MASK = 0x7fffffff;

/** The generator's 624 words from a number seed (the reference `init_genrand`). */
function initialState(seed: number): number[] {
  const state = new Array<number>(N);
  state[0] = seed;
  for (let index = 1; index < N; index += 1) {
    const previous = state[index - 1]! ^ (state[index - 1]! >>> 30);
    state[index] = Math.trunc(Math.imul(1812433253, previous) + index);
  }
  return state;
}

/** The next 624 words (the reference `genrand_int32` refill), in place. */
function twist(state: number[]): number[] {
  for (let index = 0; index < N; index += 1) {
    const y = (state[index]! & UPPER_MASK) + (state[(index + 1) % N]! & LOWER_MASK);
    state[index] = state[(index + M) % N]! ^ (y >>> 1) ^ (-(y & 1) & MATRIX_A);
  }
  return state;
}

/** Fractional floats in [0, 1) from a Mersenne Twister, 53 bits each (two 32-bit words). */
export function mersenne(seed: number): { next(): number; seed(value: number): void } {
  let state = twist(initialState(seed));
  let index = 0;
  const nextU32 = (): number => {
    let y = state[index]!;
    y ^= state[index]! >>> 11;
    y ^= (y << 7) & 0x9d2c5680;
    y ^= (y << 15) & 0xefc60000;
    y ^= y >>> 18;
    index += 1;
    if (index >= N) {
      state = twist(state);
      index = 0;
    }
    return y >>> 0;
  };
  return {
    next() {
      const high = nextU32() >>> 5;
      const low = nextU32() >>> 6;
      return (high * 67108864 + low) * (1 / 9007199254740992);
    },
    seed(value) {
      state = twist(initialState(value));
      index = 0;
    },
  };
}

export interface IntRange {
  min?: number;
  max?: number;
}

export interface FloatRange extends IntRange {
  /** Round to this many decimals (drawn as an integer of that precision, as Faker does). */
  fractionDigits?: number;
}

/** The seed's random draws; see the module comment for what it matches. */
export interface SeededRandom {
  seed(value: number): void;
  number: {
    /** A whole number in [min, max] (both included; min 0 by default; a bare number is the max). */
    int(range?: IntRange | number): number;
    /** A number in [min, max) (0 and 1 by default), or on the `fractionDigits` grid in [min, max]. */
    float(range?: FloatRange | number): number;
  };
  helpers: {
    arrayElement<T>(items: readonly T[]): T;
    /** `count` distinct elements (a random count from 1 to all when not given) in a random order. */
    arrayElements<T>(items: readonly T[], count?: number): T[];
    /** A shuffled copy (Fisher–Yates from the end). */
    shuffle<T>(items: readonly T[]): T[];
  };
}

export function createSeededRandom(seed: number): SeededRandom {
  const source = mersenne(seed);
  const int = (range: IntRange | number = {}): number => {
    const { min = 0, max = Number.MAX_SAFE_INTEGER } = typeof range === 'number' ? { max: range } : range;
    const low = Math.ceil(min);
    const high = Math.floor(max);
    if (low === high) return low;
    if (high < low) throw new RangeError(`No whole number between ${min} and ${max}.`);
    return Math.floor(source.next() * (high - low + 1) + low);
  };
  const float = (range: FloatRange | number = {}): number => {
    const { min = 0, max = 1, fractionDigits } = typeof range === 'number' ? { max: range } : range;
    if (max < min) throw new RangeError(`Max ${max} should be greater than min ${min}.`);
    if (fractionDigits === undefined) return source.next() * (max - min) + min;
    const scale = 10 ** fractionDigits;
    return int({ min: min * scale, max: max * scale }) / scale;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const out = [...items];
    for (let index = out.length - 1; index > 0; index -= 1) {
      const other = int(index);
      [out[index], out[other]] = [out[other]!, out[index]!];
    }
    return out;
  };
  return {
    seed: (value) => source.seed(value),
    number: { int, float },
    helpers: {
      arrayElement(items) {
        if (items.length === 0) throw new RangeError('Cannot pick from an empty list.');
        return items[items.length > 1 ? int({ max: items.length - 1 }) : 0]!;
      },
      arrayElements(items, count) {
        if (items.length === 0) return [];
        const wanted = count ?? int({ min: 1, max: items.length });
        if (wanted >= items.length) return shuffle(items);
        if (wanted <= 0) return [];
        const out = [...items];
        let index = items.length;
        const start = items.length - wanted;
        while (index-- > start) {
          const other = int(index);
          const swap = out[other]!;
          out[other] = out[index]!;
          out[index] = swap;
        }
        return out.slice(start);
      },
      shuffle,
    },
  };
}
