import { useSyncExternalStore } from 'react';
import { RECENTLY_VIEWED_MAX } from '../lib/constants';
import { array, fits, int, pipe } from '../lib/shape';
import { storedValue } from '../lib/stored-value';

/*
 * The products this device opened last, most recent first: ids only (an id means the same product in
 * either language), so titles and prices are always fetched fresh in the current language
 * (docs/decisions/018-recently-viewed.md). It lives here, below the features, because two of them
 * use it: the catalogue records and shows it, the cart's "Clear cart" forgets it, and the cart may not
 * import the catalogue (FEATURE_DEPENDENCIES: catalog → cart).
 */

export const RECENTLY_VIEWED_KEY = 'storefront.recently-viewed';

/** A product id as the contract's `ids` parameter takes it (1 to 9 digits). */
const MAX_ID = 999_999_999;
// A lib/shape schema, not zod, as the other values read at start-up (decision 025).
const productId = int({ min: 1, max: MAX_ID });
const isProductId = (id: number) => fits(productId, id);

/**
 * What storage may hold: a list of ids. A longer list (another version's cap, or a hostile one) is cut
 * to the first 12 before its items are checked, so a huge array costs nothing; repeats are dropped.
 * Anything else (not a list, an item that is not an id) is dropped whole by `storedValue`.
 */
export const recentlyViewedSchema = pipe(
  (value) => (Array.isArray(value) ? value.slice(0, RECENTLY_VIEWED_MAX) : value),
  array(productId),
  (ids): readonly number[] => [...new Set(ids)],
);

const stored = storedValue({ key: RECENTLY_VIEWED_KEY, schema: recentlyViewedSchema });

const EMPTY: readonly number[] = Object.freeze([]);
let snapshot: readonly number[] | undefined;
const listeners = new Set<() => void>();

const sameIds = (a: readonly number[] | undefined, b: readonly number[]) => a !== undefined && a.length === b.length && a.every((id, index) => id === b[index]);

const publish = (ids: readonly number[]) => {
  snapshot = ids;
  listeners.forEach((listener) => listener());
};

/** Another tab changed (or cleared) the list, or storage was wiped: read it again. */
const onStorage = (event: StorageEvent) => {
  if (event.key === RECENTLY_VIEWED_KEY || event.key === null) publish(stored.read(EMPTY));
};

export const recentlyViewed = {
  /** The stored ids, most recent first (read from storage once, then kept in memory). */
  ids(): readonly number[] {
    snapshot ??= stored.read(EMPTY);
    return snapshot;
  },
  /** The shopper opened this product: it goes first, once, and the list keeps the 12 most recent. */
  record(id: number) {
    if (!isProductId(id)) return;
    // From storage, not memory: another tab may have added products since this one last looked.
    const current = stored.read(EMPTY);
    if (current[0] === id) {
      if (!sameIds(snapshot, current)) publish(current);
      return;
    }
    const next = [id, ...current.filter((other) => other !== id)].slice(0, RECENTLY_VIEWED_MAX);
    stored.write(next);
    publish(next);
  },
  /** Forget every product (the cart's "Clear cart"). */
  clear() {
    stored.clear();
    publish(EMPTY);
  },
  subscribe(listener: () => void) {
    if (listeners.size === 0) globalThis.addEventListener?.('storage', onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) globalThis.removeEventListener?.('storage', onStorage);
    };
  },
  /** Tests and stories: forget the in-memory copy so the next read comes from storage. */
  reload() {
    publish(stored.read(EMPTY));
  },
};

/** The recently viewed ids, most recent first; re-renders when they change (in this tab or another). */
export function useRecentlyViewedIds(): readonly number[] {
  return useSyncExternalStore(recentlyViewed.subscribe, recentlyViewed.ids, () => EMPTY);
}
