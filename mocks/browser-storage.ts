import type { DbState } from './db/types';
import { createDebouncedWriter } from './debounced-writer';

export const MOCK_DB_STORAGE_KEY = 'storefront.mock-db';

/** Whether something is saved (then saved-state.ts, which checks it, is worth loading). */
export function hasSavedState(storage: Storage, key = MOCK_DB_STORAGE_KEY): boolean {
  try {
    return Boolean(storage.getItem(key));
  } catch {
    return false;
  }
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
  return createDebouncedWriter((state) => saveState(storage, state, key), waitMs);
}
