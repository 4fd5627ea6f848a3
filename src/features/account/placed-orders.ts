import { z } from 'zod';
import { storedValue } from '../../lib/stored-value';

/** How many of this tab's placed orders are remembered (the newest). */
const PLACED_ORDERS_KEPT = 10;

const placedOrdersSchema = z.array(z.object({ number: z.string().min(1).max(50), contact: z.string().min(1).max(100) })).max(PLACED_ORDERS_KEPT);

/**
 * The orders this tab placed as a guest, with the e-mail used on them (decision 054): the payment result and the
 * tracking page show such an order without asking the shopper to prove it again. Session storage: it lives for the
 * tab, as the guest session's confirmation does; anything else must be proved with its number and contact.
 */
const placedOrders = storedValue({ key: 'storefront.placed-orders', schema: placedOrdersSchema, area: 'session' });

const sameNumber = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

export function rememberPlacedOrder(number: string, contact: string): void {
  const others = placedOrders.read([]).filter((row) => !sameNumber(row.number, number));
  placedOrders.write([{ number, contact }, ...others].slice(0, PLACED_ORDERS_KEPT));
}

/** The contact of an order this tab placed, or undefined for any other order. */
export function placedOrderContact(number: string | null | undefined): string | undefined {
  if (!number) return undefined;
  return placedOrders.read([]).find((row) => sameNumber(row.number, number))?.contact;
}
