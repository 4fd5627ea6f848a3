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
 */
export const PENDING_CART_CHANGES_KEY = 'storefront.cart.pending-changes';
export const PENDING_CART_CHANGE_MAX_AGE_MS = 10 * 60 * 1000;

// A lib/shape schema, not zod: read at start-up (decision 029).
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

export const readPendingCartChanges = (): PendingCartChange[] => stored.read([]);

/** Records the latest change asked for a product (replacing an older one of the same product). */
export function rememberPendingCartChange(change: PendingCartChange) {
  const others = readPendingCartChanges().filter((entry) => entry.productId !== change.productId);
  stored.write([...others, change]);
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
 * Takes the changes to send again for `userId` (fresh ones only) and clears the journal: what is sent again
 * is recorded anew by `requestQuantity`.
 */
export function takePendingCartChanges(userId: number, now = Date.now()): PendingCartChange[] {
  const all = readPendingCartChanges();
  if (all.length > 0) stored.clear();
  return all.filter((entry) => entry.userId === userId && now - entry.at >= 0 && now - entry.at <= PENDING_CART_CHANGE_MAX_AGE_MS);
}
