import { SCHEMA_VERSION } from './db/seed';
import type { DbState } from './db/types';

export const MOCK_DB_STORAGE_KEY = 'storefront.mock-db';

const REQUIRED_ARRAYS: (keyof DbState)[] = ['products', 'categories', 'brands', 'users', 'carts', 'orders', 'addresses', 'walletTransactions', 'outbox'];

/** The saved state, or null when there is none, it does not parse, or it is of another schema version. */
export function loadState(storage: Storage, key = MOCK_DB_STORAGE_KEY): DbState | null {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const state = JSON.parse(raw) as Partial<DbState> | null;
    if (!state || typeof state !== 'object' || state.schemaVersion !== SCHEMA_VERSION) return null;
    if (!REQUIRED_ARRAYS.every((name) => Array.isArray(state[name])) || typeof state.counters !== 'object' || typeof state.tokens !== 'object') return null;
    return state as DbState;
  } catch {
    return null;
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
