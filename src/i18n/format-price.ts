import { CURRENCY, PRICE_FORMAT_LOCALE } from '../lib/constants';
import { ltrIsolate } from './bidi';

export interface FormatPriceOptions {
  /**
   * How the sign shows, placed by Intl: `auto` (a minus for negatives only), `always` ("+EGP 250" for a
   * credit), `exceptZero` (+ or − but none for zero). A debit is a negative amount.
   */
  signDisplay?: 'auto' | 'always' | 'exceptZero';
}

const formatters = new Map<string, Intl.NumberFormat>();
const formatterFor = (fractionDigits: 0 | 2, signDisplay: NonNullable<FormatPriceOptions['signDisplay']>) => {
  const key = `${fractionDigits}:${signDisplay}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(PRICE_FORMAT_LOCALE, {
      style: 'currency',
      currency: CURRENCY,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
      signDisplay,
    });
    formatters.set(key, formatter);
  }
  return formatter;
};

/**
 * The one way to print money (spec section 9: EGP, en-EG style, in both languages). One rule everywhere:
 * a whole amount has no decimals ("EGP 250"), any other has exactly two ("EGP 30,417.30", never one).
 * The sign is placed by Intl (`signDisplay`). The result is a left-to-right isolate (U+2066 … U+2069),
 * so inside Arabic text the amount stays whole and its sign stays in front: "−EGP 3,379.70", not
 * "EGP 3,379.7−". The isolate marks are invisible.
 */
export const formatPrice = (amount: number, options: FormatPriceOptions = {}): string => ltrIsolate(formatPriceText(amount, options));

/**
 * The same text without the isolate marks, for an element that isolates itself left to right (the Price
 * component's `<bdi dir="ltr">`). Anything else uses `formatPrice`.
 */
export const formatPriceText = (amount: number, { signDisplay = 'auto' }: FormatPriceOptions = {}): string => {
  const cents = Math.round(amount * 100);
  const whole = cents % 100 === 0;
  // `|| 0` turns −0 (a rounded −0.001) into 0, so no "-EGP 0".
  return formatterFor(whole ? 0 : 2, signDisplay).format(cents / 100 || 0);
};
