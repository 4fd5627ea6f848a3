import { CURRENCY, PRICE_FORMAT_LOCALE } from '../lib/constants';

const formatter = new Intl.NumberFormat(PRICE_FORMAT_LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** Prices are EGP formatted en-EG style in both languages (spec section 9), e.g. "EGP 1,299.50". */
export const formatPrice = (amount: number) => formatter.format(amount);
