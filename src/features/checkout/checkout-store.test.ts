import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialCheckout } from './checkout-state';
import { checkoutActions, checkoutStore, restoreCheckout, storedCheckout } from './checkout-store';

const KEY = 'storefront.checkout';
const valid = { step: 'payment', paymentMethodId: 2, contact: { email: 'guest@example.com' }, notes: 'Ring twice', attemptKey: null, addressDraft: { title: 'Home', city_id: 4 } };

describe('checkout state in session storage', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    sessionStorage.clear();
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    warn.mockRestore();
    checkoutActions.finish();
    checkoutActions.setContact({ email: '' });
    sessionStorage.clear();
  });

  it('restores what a previous page of the tab stored', () => {
    sessionStorage.setItem(KEY, JSON.stringify(valid));
    expect(restoreCheckout()).toEqual({ ...valid, receipt: null });
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads a value stored by the previous version (contact with name and phone, no draft)', () => {
    const older = { step: 'review', paymentMethodId: 1, contact: { name: 'Old', email: 'old@example.com', phone: '01012345678' }, notes: '', attemptKey: 'k-1' };
    sessionStorage.setItem(KEY, JSON.stringify(older));
    expect(restoreCheckout()).toEqual({ ...initialCheckout(), step: 'review', paymentMethodId: 1, contact: { email: 'old@example.com' }, attemptKey: 'k-1' });
  });

  it.each([
    ['not JSON', '{step:'],
    ['a string', '"payment"'],
    ['null', 'null'],
    ['an unknown step', JSON.stringify({ ...valid, step: 'shipping' })],
    ['a numeric e-mail', JSON.stringify({ ...valid, contact: { email: 42 } })],
    ['no contact', JSON.stringify({ ...valid, contact: null })],
    ['a string payment method', JSON.stringify({ ...valid, paymentMethodId: '2' })],
    ['a negative payment method', JSON.stringify({ ...valid, paymentMethodId: -1 })],
    ['notes as an object', JSON.stringify({ ...valid, notes: { text: 'x' } })],
    ['an attempt key as a number', JSON.stringify({ ...valid, attemptKey: 7 })],
    ['a draft with a string city', JSON.stringify({ ...valid, addressDraft: { city_id: 'Nasr City' } })],
  ])('drops %s with a console warning and starts from the defaults', (_, text) => {
    sessionStorage.setItem(KEY, text);
    expect(restoreCheckout()).toEqual(initialCheckout());
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(KEY));
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('writes every change through, in the shape it reads back', async () => {
    checkoutActions.goTo('payment');
    checkoutActions.setNotes('Leave at the door');
    checkoutActions.setAddressDraft({ title: 'Work' });
    await vi.waitFor(() => expect(storedCheckout.read()).toMatchObject({ step: 'payment', notes: 'Leave at the door', addressDraft: { title: 'Work' } }));
    expect(checkoutStore.step).toBe('payment');
  });
});
