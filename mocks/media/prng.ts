/**
 * Tiny deterministic PRNG helpers for the mock media generator.
 * Never use Math.random() in mock art: the same input must always
 * produce byte-identical SVG output.
 */

/** mulberry32: a small, fast 32-bit seeded generator returning floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a hash of a string (UTF-16 code units), as an unsigned 32-bit integer. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function toInt(value: number): number {
  if (!Number.isFinite(value)) return 0;
  // Keep fractional seeds distinct from their integer part.
  const whole = Math.trunc(value);
  const frac = Math.round((value - whole) * 1e6);
  return (whole ^ Math.imul(frac, 0x9e3779b1)) >>> 0;
}

/** Combines numbers and strings into a single well-mixed 32-bit seed. */
export function mixSeed(...parts: ReadonlyArray<number | string>): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    const v = typeof part === 'number' ? toInt(part) : hashString(part);
    h = Math.imul(h ^ v, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}

export interface Rng {
  /** Float in [0, 1). */
  next(): number;
  /** Float in [min, max). */
  range(min: number, max: number): number;
  /** Integer in [min, max] (inclusive). */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

export function createRng(...parts: ReadonlyArray<number | string>): Rng {
  const next = mulberry32(mixSeed(...parts));
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    range: (min, max) => min + next() * (max - min),
    int,
    pick<T>(items: readonly T[]): T {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new RangeError('pick() needs a non-empty list');
      return item;
    },
    chance: (probability) => next() < probability,
  };
}
