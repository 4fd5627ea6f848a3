import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { topUpSchema } from './top-up-form';

const intl = createIntl({ locale: 'en', messages: {} });
const amountErrors = (amount: string) =>
  topUpSchema(intl)
    .safeParse({ amount, payment_method_id: 1, receipt: null })
    .error?.issues.filter((issue) => issue.path[0] === 'amount')
    .map((issue) => issue.message) ?? [];

describe('wallet top-up amount (spec section 5: a number, 10 to 10,000 EGP)', () => {
  it.each(['', '   ', 'abc', '12abc', '1e400'])('%j is not a number', (amount) => {
    expect(amountErrors(amount)[0]).toBe('Enter an amount as a number');
  });

  it('accepts a number within the range, and says the range otherwise', () => {
    expect(amountErrors('10')).toEqual([]);
    expect(amountErrors(' 250.5 ')).toEqual([]);
    expect(amountErrors('10000')).toEqual([]);
    expect(amountErrors('9.99')).toEqual(['The amount must be between 10 and 10,000 EGP']);
    expect(amountErrors('10001')).toEqual(['The amount must be between 10 and 10,000 EGP']);
  });

  it('asks for the receipt whatever the method (spec section 5)', () => {
    const receiptErrors = topUpSchema(intl)
      .safeParse({ amount: '100', payment_method_id: 1, receipt: null })
      .error?.issues.filter((issue) => issue.path[0] === 'receipt')
      .map((issue) => issue.message);
    expect(receiptErrors).toEqual(['Please upload receipt']);
  });
});
