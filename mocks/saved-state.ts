import { MOCK_DB_STORAGE_KEY } from './browser-storage';
import { SCHEMA_VERSION } from './db/seed';
import type { DbState } from './db/types';
import { validateDbState } from './db/validate-state';

// Its own module: the browser mock loads it (and the state's zod schema) only when a state was saved, so a
// first visit of the demo does not download it (decision 030-s15a).

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

