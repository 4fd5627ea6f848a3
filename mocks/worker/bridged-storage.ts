/**
 * A Storage for the mock's worker, which has none (decision 067): it starts from the page's entries and sends each
 * change back for the page to keep, so the mock's state, the tab's latency and its scenario's world are kept where
 * they always were (localStorage, sessionStorage) and survive a reload.
 */
export type StorageArea = 'local' | 'session';

/** One change for the page's storage; `value` null removes the entry. */
export interface StorageWrite {
  area: StorageArea;
  key: string;
  value: string | null;
}

export interface BridgedStorage extends Storage {
  /** The page's entries, once it sent them (they replace what was there: the worker starts before its first message). */
  fill(entries: Record<string, string>): void;
}

export function bridgedStorage(area: StorageArea, send: (write: StorageWrite) => void): BridgedStorage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem(key: string, value: string) {
      items.set(key, String(value));
      send({ area, key, value: String(value) });
    },
    // Sent even when this copy has no such entry: the page's storage is the one kept, and it may have it.
    removeItem(key: string) {
      items.delete(key);
      send({ area, key, value: null });
    },
    clear() {
      for (const key of [...items.keys()]) this.removeItem(key);
    },
    fill(entries: Record<string, string>) {
      items.clear();
      for (const [key, value] of Object.entries(entries)) items.set(key, value);
    },
  };
}
