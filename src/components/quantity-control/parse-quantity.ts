import { CART_QUANTITY_MIN } from '../../lib/constants';
import { toLatinDigits } from '../../lib/latin-digits';

export type ParsedQuantity = { kind: 'ok'; quantity: number } | { kind: 'capped'; quantity: number } | { kind: 'invalid' };

/**
 * A typed cart quantity (spec section 9: min 1, max stock): a whole number in Latin or Arabic digits; above
 * `max` it is lowered to `max` ('capped'); empty, 0, signs, decimals or letters are 'invalid'.
 */
export function parseQuantity(text: string, max: number): ParsedQuantity {
  const digits = toLatinDigits(text.trim());
  if (!/^\d+$/.test(digits)) return { kind: 'invalid' };
  const value = Number(digits);
  if (value < CART_QUANTITY_MIN) return { kind: 'invalid' };
  if (value > max) return { kind: 'capped', quantity: max };
  return { kind: 'ok', quantity: value };
}
