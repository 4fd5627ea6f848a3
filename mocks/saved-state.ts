import { MOCK_DB_STORAGE_KEY } from './browser-storage';
import { SCHEMA_VERSION } from './db/seed';
import type { DbState } from './db/types';
import { validateDbState } from './db/validate-state';

// Its own module: the browser mock loads it (and the state's zod schema) only when a state was saved, so a
// first visit of the demo does not download it (decision 026).

/** A saved state's text, checked: the state, or why it cannot be used. */
export type CheckedState = { state: DbState; problems?: undefined } | { state?: undefined; problems: string[] };

/**
 * The one check every saved state (its text, or the JSON already parsed) passes before the mock answers from it: the browser's stored state, the
 * server's `MOCK_STATE_FILE` and an imported snapshot (`PUT /__mock/state`). It must parse, be of this schema
 * version, have the right shape and keep the invariants (docs/decisions/003).
 */
export function checkSavedState(raw: unknown): CheckedState {
  let state: unknown = raw;
  try {
    if (typeof raw === 'string') state = JSON.parse(raw);
  } catch {
    return { problems: ['it is not JSON'] };
  }
  const problems = validateDbState(state, SCHEMA_VERSION);
  return problems.length === 0 ? { state: state as DbState } : { problems };
}

/**
 * The saved state, or null when there is none or it cannot be used (`checkSavedState`). An unusable state is
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
  const checked = checkSavedState(raw);
  if (checked.state) return checked.state;
  console.warn(`[mock api] The saved mock database cannot be used (${checked.problems.join('; ')}): it is reset to a fresh seed.`);
  try {
    storage.removeItem(key);
  } catch {
    /* the fresh seed overwrites it on the next save */
  }
  return null;
}
