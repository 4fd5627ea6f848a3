import { describe, expect, it } from 'vitest';
import { checkAddressInput, createAddress, deleteAddress, savedAddresses, updateAddress } from './addresses';
import { addToCompare } from './lists';
import { cartOf, setShippingAddress } from './cart';
import { errorsOf, statusOf } from '../../testing/rule-errors';
import { createTestDb, demoCustomer, secondCustomer } from '../../testing/test-db';

const input = { title: 'Office', first_name: 'Mona', last_name: 'Hassan', address: '3 Tahrir Sq.', phone: '01012345678', government_id: 1, city_id: 2 };

describe('addresses', () => {
  it('keeps one default at a time', () => {
    const { db } = createTestDb();
    const user = demoCustomer(db);
    const created = createAddress(db, user, { ...input, is_default: true });
    expect(savedAddresses(db.state, user.id).filter((row) => row.isDefault).map((row) => row.id)).toEqual([created.id]);
    updateAddress(db, user, 2, { ...input, is_default: true });
    expect(savedAddresses(db.state, user.id).filter((row) => row.isDefault).map((row) => row.id)).toEqual([2]);
  });

  it('stores typed text without bidirectional controls', () => {
    const { db } = createTestDb();
    const row = createAddress(db, demoCustomer(db), { ...input, title: '\u2067Office', last_name: '\u202EHassan', address: ' \u202B3 Tahrir Sq.\u202C ' });
    expect(row).toMatchObject({ title: 'Office', lastName: 'Hassan', address: '3 Tahrir Sq.' });
    expect(updateAddress(db, demoCustomer(db), row.id, { ...input, first_name: 'Mona\u202E' }).firstName).toBe('Mona');
  });

  it('checks that the city belongs to the governorate', () => {
    const { db } = createTestDb();
    const alexandriaCity = db.state.cities.find((city) => city.governmentId === 3)!;
    expect(errorsOf(() => createAddress(db, demoCustomer(db), { ...input, city_id: alexandriaCity.id }))).toEqual({ city_id: ['The selected city is invalid.'] });
    expect(errorsOf(() => createAddress(db, demoCustomer(db), { ...input, government_id: 99 }))).toHaveProperty('government_id');
  });

  it('takes only an Egyptian mobile number a courier can call (the contract allows any 10 to 15 digits)', () => {
    const { db } = createTestDb();
    const user = demoCustomer(db);
    for (const phone of ['01012345678', '01123456789', '+201223456789', '00201512345678', '015 1234 5678']) {
      expect(() => checkAddressInput(db.state, { ...input, phone })).not.toThrow();
    }
    for (const phone of ['0223456789', '01312345678', '441234567890', '+2010123456']) {
      expect(errorsOf(() => checkAddressInput(db.state, { ...input, phone }))).toEqual({
        phone: ['Enter an Egyptian mobile number the courier can call (010, 011, 012 or 015).'],
      });
    }
    expect(statusOf(() => createAddress(db, user, { ...input, phone: '0223456789' }))).toBe(422);
    expect(statusOf(() => updateAddress(db, user, 1, { ...input, phone: '0223456789' }))).toBe(422);
  });

  it('lets only the owner change or delete an address (404 otherwise)', () => {
    const { db } = createTestDb();
    expect(statusOf(() => updateAddress(db, secondCustomer(db), 1, input))).toBe(404);
    expect(statusOf(() => deleteAddress(db, secondCustomer(db), 1))).toBe(404);
  });

  it('passes the default on and clears carts shipping to a deleted address', () => {
    const { db } = createTestDb();
    const user = demoCustomer(db);
    setShippingAddress(db, user, 1);
    deleteAddress(db, user, 1);
    expect(cartOf(db, user.id).shippingAddressId).toBeNull();
    expect(savedAddresses(db.state, user.id).filter((row) => row.isDefault)).toHaveLength(1);
  });
});

describe('compare list', () => {
  it('holds at most 4 products', () => {
    const { db } = createTestDb();
    const user = demoCustomer(db);
    const ids = db.state.products.map((product) => product.id).filter((id) => !db.state.compare.some((item) => item.userId === user.id && item.productId === id));
    let size = db.state.compare.filter((item) => item.userId === user.id).length;
    for (const id of ids.slice(0, 4 - size)) size = addToCompare(db, user, id).length;
    expect(size).toBe(4);
    expect(errorsOf(() => addToCompare(db, user, ids[10]!))).toEqual({ product_id: ['You can compare up to 4 products'] });
  });
});
