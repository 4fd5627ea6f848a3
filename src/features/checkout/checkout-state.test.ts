import { describe, expect, it } from 'vitest';
import { checkoutReducer, currentStep, initialCheckout, toStored, type CheckoutState } from './checkout-state';

const state = (overrides: Partial<CheckoutState> = {}): CheckoutState => ({ ...initialCheckout(), ...overrides });

describe('the checkout reducer', () => {
  it('moves between steps and records the choices', () => {
    let next = checkoutReducer(state(), { type: 'goTo', step: 'payment' });
    next = checkoutReducer(next, { type: 'choosePaymentMethod', id: 3 });
    next = checkoutReducer(next, { type: 'setNotes', notes: 'Ring twice' });
    next = checkoutReducer(next, { type: 'setContact', contact: { email: 'guest@example.com' } });
    expect(next).toMatchObject({ step: 'payment', paymentMethodId: 3, notes: 'Ring twice', contact: { email: 'guest@example.com' } });
  });

  it('keeps one attempt key for every retry until the server answers', () => {
    const started = checkoutReducer(state(), { type: 'startAttempt', key: 'first' });
    expect(checkoutReducer(started, { type: 'startAttempt', key: 'second' }).attemptKey).toBe('first');
    expect(checkoutReducer(started, { type: 'endAttempt' }).attemptKey).toBeNull();
  });

  it('keeps the address being typed until it is saved or dropped', () => {
    const typing = checkoutReducer(state(), { type: 'setAddressDraft', draft: { title: 'Home', government_id: 2 } });
    expect(typing.addressDraft).toEqual({ title: 'Home', government_id: 2 });
    expect(checkoutReducer(typing, { type: 'setAddressDraft', draft: null }).addressDraft).toBeNull();
  });

  it('finishing starts the next checkout afresh but remembers the guest e-mail', () => {
    const file = new File(['x'], 'receipt.png', { type: 'image/png' });
    const done = checkoutReducer(
      state({ step: 'review', paymentMethodId: 2, notes: 'n', attemptKey: 'k', receipt: file, contact: { email: 'a@b.eg' }, addressDraft: { title: 'x' } }),
      { type: 'finish' },
    );
    expect(done).toEqual({ ...initialCheckout(), contact: { email: 'a@b.eg' } });
  });

  it('never stores the receipt (a File) and cuts notes at the limit', () => {
    const file = new File(['x'], 'receipt.png', { type: 'image/png' });
    const withReceipt = checkoutReducer(state(), { type: 'setReceipt', file });
    expect(withReceipt.receipt).toBe(file);
    expect(toStored(withReceipt)).not.toHaveProperty('receipt');
    expect(checkoutReducer(state(), { type: 'setNotes', notes: 'x'.repeat(1200) }).notes).toHaveLength(1000);
  });
});

describe('the step shown', () => {
  const complete = { hasAddress: true, contactOk: true, paymentOk: true };
  it('is the chosen one while every earlier step is complete', () => {
    expect(currentStep('review', complete)).toBe('review');
    expect(currentStep('payment', complete)).toBe('payment');
  });
  it('goes back to the address when the cart lost its address or a guest e-mail is missing', () => {
    expect(currentStep('review', { ...complete, hasAddress: false })).toBe('address');
    expect(currentStep('payment', { ...complete, contactOk: false })).toBe('address');
  });
  it('goes back to payment when the receipt (memory only) is gone after a reload', () => {
    expect(currentStep('review', { ...complete, paymentOk: false })).toBe('payment');
  });
});
