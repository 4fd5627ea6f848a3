import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fits } from '../lib/shape';
import { storedSession, storedSessionSchema, type StoredSession } from './stored-session';

const customer = {
  id: 7,
  name: 'Mona Adel',
  email: 'mona@example.com',
  phone: '01001234567',
  role: 'customer' as const,
  gender: 'female' as const,
  access_token: 'customer-token-1',
  totals: { cartItems: 2, compareItems: 0, orders: 3, purchased: 5, wishlistItems: 1 },
};
const good: StoredSession = { user: customer, token: customer.access_token, role: 'customer' };
const guest: StoredSession = { user: { ...customer, id: 9, name: null, email: null, phone: null, gender: null, role: 'guest', access_token: 'guest-token' }, token: 'guest-token', role: 'guest' };

const { totals: _totals, ...withoutTotals } = customer;
const { access_token: _token, ...withoutToken } = customer;

describe('the stored session', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it.each([
    ['a customer', good],
    ['a guest', guest],
    ['nothing yet', { user: null, token: null, role: null }],
    ['a token awaiting its user', { user: null, token: 'tok', role: null }],
  ])('accepts %s', (_name, value) => {
    expect(fits(storedSessionSchema, value)).toBe(true);
  });

  it.each([
    ['a guest token stored with the customer role', { ...guest, role: 'customer' }],
    ['a customer user under a guest role', { ...good, role: 'guest' }],
    ['a user whose token is not the stored token', { ...good, token: 'someone-else' }],
    ['the customer role without a user', { user: null, token: 'tok', role: 'customer' }],
    ['a user without totals (an older shape)', { ...good, user: withoutTotals }],
    ['a user without a token', { ...good, user: withoutToken }],
    ['a user whose name is an object', { ...good, user: { ...customer, name: { first: 'Mona' } } }],
    ['a negative count', { ...good, user: { ...customer, totals: { ...customer.totals, cartItems: -1 } } }],
    ['an unknown role', { ...good, role: 'admin', user: { ...customer, role: 'admin' } }],
    ['an empty token', { user: null, token: '', role: null }],
    ['a bare string', 'customer-token-1'],
    ['an array', [good]],
  ])('rejects %s', (_name, value) => {
    expect(fits(storedSessionSchema, value)).toBe(false);
  });

  it('drops a session that does not fit, with a warning, so a guest session starts', () => {
    localStorage.setItem(storedSession.key, JSON.stringify({ ...guest, role: 'customer' }));
    expect(storedSession.read()).toBeUndefined();
    expect(localStorage.getItem(storedSession.key)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('storefront.session'));
  });

  it('round-trips a valid session', () => {
    storedSession.write(good);
    expect(storedSession.read()).toEqual(good);
  });
});
