import { array, int, number, object, oneOf, type Infer } from '../../lib/shape';
import { storedValue } from '../../lib/stored-value';

/**
 * The cart changes asked for and not yet settled, kept on the device (issue 12 point 14: "a quantity change
 * made just before a reload is lost"). A change is written here synchronously when it is asked for and
 * removed once the server answered it (kept or refused); a reload, a closed tab or a crash in between
 * leaves it here, and the next start sends it again (`replayPendingCartChanges` in cart-changes.ts).
 *
 * Every entry is an absolute quantity, never a step, so sending one twice is harmless: the request is
 * skipped when the server's cart already has that quantity. Entries belong to the user who asked for them
 * (another user's cart is never changed) and go stale after `PENDING_CART_CHANGE_MAX_AGE_MS`.
 *
 * The journal cannot grow past `PENDING_CART_CHANGES_MAX` entries, one per product (issue 39 point 5: 10,000
 * stored entries, from another hand or an older version, kept the page at 100 % CPU for minutes and sent a
 * request each): whatever is read is merged per product (the latest target wins), stale entries are dropped and
 * only the most recent ones kept, so a change rewrites a few dozen entries at most.
 */
export const PENDING_CART_CHANGES_KEY = 'storefront.cart.pending-changes';
export const PENDING_CART_CHANGE_MAX_AGE_MS = 10 * 60 * 1000;
/** More products than a shopper changes in the ten minutes an entry lives. */
export const PENDING_CART_CHANGES_MAX = 50;

// A lib/shape schema, not zod: read at start-up (decision 025).
const pendingChangeSchema = object({
  productId: int({ min: 1 }),
  target: int({ min: 0 }),
  via: oneOf(['line', 'product']),
  /** The user (guest or customer) whose cart it changes. */
  userId: number(),
  /** When it was asked for (ms since the epoch). */
  at: number(),
});
export type PendingCartChange = Infer<typeof pendingChangeSchema>;

const stored = storedValue({ key: PENDING_CART_CHANGES_KEY, schema: array(pendingChangeSchema) });

const isFresh = (entry: PendingCartChange, now: number) => now - entry.at >= 0 && now - entry.at <= PENDING_CART_CHANGE_MAX_AGE_MS;

/**
 * The journal as it may be kept: fresh entries only, one per product (the latest asked for), oldest first, at
 * most `PENDING_CART_CHANGES_MAX` (the most recent).
 */
export function compactPendingCartChanges(entries: readonly PendingCartChange[], now = Date.now()): PendingCartChange[] {
  const latest = new Map<number, PendingCartChange>();
  for (const entry of entries) {
    if (!isFresh(entry, now)) continue;
    const known = latest.get(entry.productId);
    if (!known || entry.at >= known.at) latest.set(entry.productId, entry);
  }
  return [...latest.values()].sort((a, b) => a.at - b.at).slice(-PENDING_CART_CHANGES_MAX);
}

export const readPendingCartChanges = (): PendingCartChange[] => compactPendingCartChanges(stored.read([]));

/** Records the latest change asked for a product (replacing an older one of the same product). */
export function rememberPendingCartChange(change: PendingCartChange) {
  stored.write(compactPendingCartChanges([...readPendingCartChanges(), change], Math.max(Date.now(), change.at)));
}

/** The product's change settled on the server: nothing is left to send for it. */
export function forgetPendingCartChange(productId: number) {
  const all = readPendingCartChanges();
  const left = all.filter((entry) => entry.productId !== productId);
  if (left.length === all.length) return;
  if (left.length === 0) stored.clear();
  else stored.write(left);
}

/**
 * Takes the changes to send again for `userId` (fresh ones only, one per product, in the order asked for) and
 * leaves only them in the journal (until each is settled): another user's and stale entries are dropped.
 */
export function takePendingCartChanges(userId: number, now = Date.now()): PendingCartChange[] {
  const all = stored.read([]);
  if (all.length === 0) return [];
  const mine = compactPendingCartChanges(all, now).filter((entry) => entry.userId === userId);
  if (mine.length > 0) stored.write(mine);
  else stored.clear();
  return mine;
}
