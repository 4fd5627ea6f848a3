import { hashString } from '../media/prng';
import type { Counters, DbState } from './types';

/** The next id of a kind (ids start after the seeded rows and never repeat). */
export function nextId(state: DbState, kind: keyof Counters): number {
  state.counters[kind] += 1;
  return state.counters[kind];
}

/** A 32-bit FNV-1a hash, for deterministic tokens, codes and tracking numbers: the one the seeded art uses. */
export const hash32 = hashString;

/** Money rounded to piasters. */
export function money(amount: number): number {
  return Math.round(amount * 100) / 100;
}
