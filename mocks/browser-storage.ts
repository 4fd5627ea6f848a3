import { SCHEMA_VERSION } from './db/seed';
import type { DbState } from './db/types';
import { validateDbState } from './db/validate-state';

export const MOCK_DB_STORAGE_KEY = 'storefront.mock-db';

/**
 * The saved state, or null when there is none or it cannot be used: it does not parse, is of another
 * schema version, has the wrong shape or breaks an invariant (docs/decisions/003). An unusable state is
 * removed with a console message saying why, and the caller starts from a fresh seed.
 */
export function loadState(storage: Storage, key = MOCK_DB_STORAGE_KEY): DbState | null {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null;
  }
  if (!raw) return null;
  let problems: string[];
  let state: unknown;
  try {
    state = JSON.parse(raw);
    problems = validateDbState(state, SCHEMA_VERSION);
  } catch {
    problems = ['it is not JSON'];
  }
  if (problems.length === 0) return state as DbState;
  console.warn(`[mock api] The saved mock database cannot be used (${problems.join('; ')}): it is reset to a fresh seed.`);
  try {
    storage.removeItem(key);
  } catch {
    /* the fresh seed overwrites it on the next save */
  }
  return null;
}

/** Save now; a full storage (quota) only costs persistence, never the mock itself. */
export function saveState(storage: Storage, state: DbState, key = MOCK_DB_STORAGE_KEY): void {
  try {
    storage.setItem(key, JSON.stringify(state));
  } catch (error) {
    console.warn('[mock api] could not save the mock database', error);
  }
}

/** Saves at most once per `waitMs` after changes; `flush()` saves a pending change at once. */
export function createDebouncedSaver(storage: Storage, waitMs = 300, key = MOCK_DB_STORAGE_KEY) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: DbState | null = null;
  const flush = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (pending) saveState(storage, pending, key);
    pending = null;
  };
  return {
    schedule(state: DbState) {
      pending = state;
      if (timer === null) timer = setTimeout(flush, waitMs);
    },
    flush,
  };
}
