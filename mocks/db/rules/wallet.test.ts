import { describe, expect, it } from 'vitest';
import { applyDueDeposits, availableBalance, creditWallet, DEPOSIT_APPROVAL_DELAY_MS, totalBalance } from './wallet';
import { errorsOf } from '../../testing/rule-errors';
import { createTestDb, demoCustomer } from '../../testing/test-db';

describe('wallet top-ups', () => {
  it('creates a pending deposit: total balance grows now, available balance after approval', () => {
    const { db, clock } = createTestDb();
    const user = demoCustomer(db);
    const deposit = creditWallet(db, user, { amount: 750, paymentMethodId: 2, receipt: { name: 'r.png', type: 'image/png', size: 5000 } });
    expect(deposit.status).toBe('pending');
    expect(totalBalance(db.state, user.id)).toBe(2750);
    expect(availableBalance(db.state, user.id)).toBe(1500);
    clock.advance(DEPOSIT_APPROVAL_DELAY_MS - 1);
    expect(applyDueDeposits(db)).toBe(false);
    clock.advance(1);
    expect(applyDueDeposits(db)).toBe(true);
    expect(deposit.status).toBe('approved');
    expect(availableBalance(db.state, user.id)).toBe(2250);
    expect(totalBalance(db.state, user.id)).toBe(2750);
  });

  it('checks the amount, the method and the receipt', () => {
    const { db } = createTestDb();
    const user = demoCustomer(db);
    expect(errorsOf(() => creditWallet(db, user, { amount: 5, paymentMethodId: 5, receipt: null }))).toHaveProperty('amount');
    expect(errorsOf(() => creditWallet(db, user, { amount: 10_001, paymentMethodId: 5, receipt: null }))).toHaveProperty('amount');
    expect(errorsOf(() => creditWallet(db, user, { amount: 100, paymentMethodId: 42, receipt: null }))).toEqual({ payment_method_id: ['The selected payment method is invalid.'] });
    expect(errorsOf(() => creditWallet(db, user, { amount: 100, paymentMethodId: 3, receipt: null }))).toEqual({ receipt: ['Please upload receipt'] });
    expect(errorsOf(() => creditWallet(db, user, { amount: 100, paymentMethodId: 3, receipt: { name: 'a.exe', type: 'application/x-msdownload', size: 10 } }))).toEqual({
      receipt: ['The receipt must be an image or a PDF file'],
    });
    // Every method needs the transfer's receipt, Fawry and Orange Cash too.
    expect(errorsOf(() => creditWallet(db, user, { amount: 100, paymentMethodId: 1, receipt: null }))).toEqual({ receipt: ['Please upload receipt'] });
    expect(errorsOf(() => creditWallet(db, user, { amount: 100, paymentMethodId: 5, receipt: null }))).toEqual({ receipt: ['Please upload receipt'] });
    expect(creditWallet(db, user, { amount: 10, paymentMethodId: 5, receipt: { name: 'r.pdf', type: 'application/pdf', size: 900 } }).amount).toBe(10);
  });
});
