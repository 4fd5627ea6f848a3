import { whenIdle } from '../../src/lib/when-idle';
import type { StorageArea, StorageWrite } from './bridged-storage';

/** Longest wait for the page to be idle before the mock's changes are written. */
const WRITE_WAIT_MS = 1000;

/**
 * The page's side of the mock worker's storage (bridged-storage.ts): its changes are written when the page is next
 * idle (the mock's state is a large text: writing it must not land inside a tap), the last change of a key winning,
 * and at once on `flush` (the page is left).
 */
export function createStorageKeeper(storages: Record<StorageArea, Storage>) {
  const pending = new Map<string, StorageWrite>();
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    for (const { area, key, value } of pending.values()) {
      try {
        if (value === null) storages[area].removeItem(key);
        else storages[area].setItem(key, value);
      } catch (error) {
        console.warn('[mock api] could not save the mock database', error);
      }
    }
    pending.clear();
  };
  return {
    write(write: StorageWrite) {
      pending.delete(`${write.area}:${write.key}`);
      pending.set(`${write.area}:${write.key}`, write);
      if (!scheduled) {
        scheduled = true;
        whenIdle(flush, WRITE_WAIT_MS);
      }
    },
    flush,
  };
}
