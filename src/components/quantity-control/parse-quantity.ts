import { CART_QUANTITY_MIN } from '../../lib/constants';

/** Arabic-Indic (U+0660…) and Extended Arabic-Indic (U+06F0…, Persian/Urdu keyboards) digits as Latin ones. */
const toLatinDigits = (text: string) =>
  text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf));

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
