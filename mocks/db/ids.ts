import type { Counters, DbState } from './types';

/** The next id of a kind (ids start after the seeded rows and never repeat). */
export function nextId(state: DbState, kind: keyof Counters): number {
  state.counters[kind] += 1;
  return state.counters[kind];
}

/** A 32-bit FNV-1a hash, for deterministic tokens, codes and tracking numbers. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Money rounded to piasters. */
export function money(amount: number): number {
  return Math.round(amount * 100) / 100;
}
