import { ApiError, invalid, notFound, t } from './api-error';
import { applyDueOrderChanges } from './orders';
import type { MockDb } from '../create-db';
import type { DbState, OrderRow } from '../types';

/**
 * Public tracking (GET /orders/track, decision 054): an order is shown only to whoever knows its number (or its
 * tracking number) AND the e-mail or phone used on it; every miss is the same 404. Lookups are limited per client.
 */
export interface TrackingLookup {
  orderNumber?: string;
  trackingNumber?: string;
  /** The e-mail or phone the shopper typed. */
  contact: string;
}

/**
 * The network address of the client, set by the standalone server from the socket (over anything the client
 * sent under that name); absent in the browser's mock, where the token alone is the client.
 */
export const CLIENT_ADDRESS_HEADER = 'x-mock-client-address';

/** Lookups a client token may make in a window, and lookups one network address may make (several shoppers). */
export const TRACKING_LIMITS = { perToken: 10, perAddress: 30, windowMs: 60_000 } as const;

const ARABIC_INDIC = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** A phone as its national digits: `+20 101-234 5678`, `00201012345678`, `٠١٠١٢٣٤٥٦٧٨` → `01012345678`. */
export function phoneKey(text: string): string {
  const digits = text.replace(ARABIC_INDIC, (digit) => String((digit.codePointAt(0)! & 0xf) % 10)).replace(/\D/g, '');
  const national = digits.replace(/^(?:00)?20(?=1\d{9}$)/, '0');
  return national;
}

/** `contact` as the key it is compared by: an e-mail in lower case without spaces, a phone as its national digits. */
function contactKey(text: string | null | undefined): string {
  const trimmed = (text ?? '').trim();
  if (trimmed.includes('@')) return `e:${trimmed.toLowerCase()}`;
  const phone = phoneKey(trimmed);
  return phone.length >= 8 ? `p:${phone}` : '';
}

function contactMatches(order: OrderRow, typed: string): boolean {
  const wanted = contactKey(typed);
  if (!wanted) return false;
  const known = [order.contact.email, order.contact.phone, order.shippingAddress?.email, order.shippingAddress?.phone];
  return known.some((value) => contactKey(value) === wanted);
}

export function trackOrder(db: MockDb, lookup: TrackingLookup): OrderRow {
  applyDueOrderChanges(db);
  const number = lookup.orderNumber?.trim().toUpperCase();
  const tracking = lookup.trackingNumber?.trim().toUpperCase();
  if (!number && !tracking) {
    throw invalid('orderNumber', t('Enter an order number or a tracking number.', 'أدخل رقم الطلب أو رقم الشحنة.'));
  }
  const order = db.state.orders.find(
    (row) => (number && row.number.toUpperCase() === number) || (tracking && row.trackingNumber?.toUpperCase() === tracking),
  );
  // One answer for an unknown number and a contact that does not match: a probe learns nothing.
  if (!order || !contactMatches(order, lookup.contact)) {
    throw notFound(t('No order matches this number and e-mail or phone.', 'لا يوجد طلب يطابق هذا الرقم والبريد الإلكتروني أو الهاتف.'));
  }
  return order;
}

/**
 * Recent lookups per client key, kept beside the state they were made on (not in it: they are not data to save,
 * and a reset state starts with none).
 */
const recentLookups = new WeakMap<DbState, Map<string, number[]>>();

/** Counts one lookup for each client key; 429 with the seconds to wait once any key is over its limit. */
export function takeTrackingLookup(db: MockDb, clients: { token: string | null; address: string | null }): void {
  const now = db.now();
  let byKey = recentLookups.get(db.state);
  if (!byKey) {
    byKey = new Map();
    recentLookups.set(db.state, byKey);
  }
  const keys: [string, number][] = [];
  if (clients.token) keys.push([`token:${clients.token}`, TRACKING_LIMITS.perToken]);
  if (clients.address) keys.push([`address:${clients.address}`, TRACKING_LIMITS.perAddress]);
  // No token and no address (a bare request in the browser): one shared allowance.
  if (keys.length === 0) keys.push(['anonymous', TRACKING_LIMITS.perToken]);
  let waitMs = 0;
  for (const [key, limit] of keys) {
    const recent = (byKey.get(key) ?? []).filter((at) => now - at < TRACKING_LIMITS.windowMs);
    byKey.set(key, recent);
    if (recent.length >= limit) waitMs = Math.max(waitMs, recent[0]! + TRACKING_LIMITS.windowMs - now);
  }
  if (waitMs > 0) {
    throw new ApiError(
      429,
      t('Too many order lookups. Please wait a minute and try again.', 'محاولات كثيرة للبحث عن الطلبات. يرجى الانتظار دقيقة ثم المحاولة مرة أخرى.'),
      undefined,
      { 'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))) },
    );
  }
  for (const [key] of keys) byKey.get(key)!.push(now);
}
