import { hash32 } from './ids';

/**
 * Order and tracking numbers, in one module that the seed and the order rules both use (so the seed need not
 * import the rules, which import the database, which imports the seed).
 */
export function orderNumberFor(id: number): string {
  return `NT-${240000 + id}`;
}

/** A carrier's tracking number, derived from the order number: Aramex air waybills, Bosta otherwise. */
export function trackingNumberFor(carrier: string, orderNumber: string): string {
  const digits = hash32(`${carrier}:${orderNumber}`);
  return carrier === 'Aramex' ? `AWB${String(1000000000 + (digits % 9000000000)).slice(0, 10)}` : `BST${String(100000000 + (digits % 900000000))}`;
}
