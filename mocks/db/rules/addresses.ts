import { ApiError, notFound, t, VALIDATION_FAILED, type Text } from './api-error';
import { nextId } from '../ids';
import { typed } from './typed-text';
import type { AddressInput } from '../../../src/api/generated/model/index';
import type { MockDb } from '../create-db';
import type { AddressRow, DbState, UserRow } from '../types';

/** A phone the courier cannot call (not an Egyptian mobile). */
export const NOT_A_COURIER_PHONE = t('Enter an Egyptian mobile number the courier can call (010, 011, 012 or 015).', 'أدخل رقم هاتف محمول مصريًا يمكن لمندوب التوصيل الاتصال به (010 أو 011 أو 012 أو 015).');

/** The user's saved address book (a guest's cart-only addresses are not in it). */
export function savedAddresses(state: DbState, userId: number): AddressRow[] {
  return state.addresses.filter((row) => row.userId === userId && row.saved);
}

/** Every address the user may ship to: saved ones, plus a guest's cart-only ones. */
export function shippableAddresses(state: DbState, userId: number): AddressRow[] {
  return state.addresses.filter((row) => row.userId === userId);
}

/** The governorate must exist and the city must belong to it (422 on the field). */
/**
 * Couriers call the recipient on an Egyptian mobile number: 010, 011, 012 or 015 and eight digits, written
 * with a leading 0, +20 or 0020 (a rule only the server knows: the contract accepts any 10 to 15 digits).
 */
export const EGYPTIAN_MOBILE = /^(?:\+20|0020|0)1[0125][0-9]{8}$/;

/** The server's address rules (POST /addresses/validate, and again on every save). */
export function checkAddressInput(state: DbState, input: AddressInput): void {
  const errors: Record<string, Text[]> = {};
  if (!EGYPTIAN_MOBILE.test(input.phone.replace(/[\s-]/g, ''))) {
    errors.phone = [NOT_A_COURIER_PHONE];
  }
  if (!state.governments.some((gov) => gov.id === input.government_id)) {
    errors.government_id = [t('The selected government is invalid.', 'المحافظة المختارة غير صحيحة.')];
  }
  const city = state.cities.find((row) => row.id === input.city_id);
  if (!city || city.governmentId !== input.government_id) {
    errors.city_id = [t('The selected city is invalid.', 'المدينة المختارة غير صحيحة.')];
  }
  if (Object.keys(errors).length > 0) throw new ApiError(422, VALIDATION_FAILED, errors);
}

function fields(input: AddressInput): Pick<AddressRow, 'title' | 'firstName' | 'lastName' | 'address' | 'phone' | 'email' | 'governmentId' | 'cityId'> {
  return {
    title: typed(input.title),
    firstName: typed(input.first_name),
    lastName: typed(input.last_name),
    address: typed(input.address),
    phone: input.phone,
    email: input.email ?? null,
    governmentId: input.government_id,
    cityId: input.city_id,
  };
}

function makeDefault(state: DbState, address: AddressRow): void {
  for (const row of state.addresses) {
    if (row.userId === address.userId && row.saved) row.isDefault = row === address;
  }
}

/**
 * Save an address for a customer (the first one becomes the default; `is_default` moves the default),
 * or, with `saved: false`, keep a guest's cart-only address.
 */
export function createAddress(db: MockDb, user: UserRow, input: AddressInput, saved = true): AddressRow {
  checkAddressInput(db.state, input);
  const first = saved && savedAddresses(db.state, user.id).length === 0;
  const row: AddressRow = { id: nextId(db.state, 'address'), userId: user.id, saved, ...fields(input), isDefault: false };
  db.state.addresses.push(row);
  if (saved && (first || input.is_default === true)) makeDefault(db.state, row);
  return row;
}

export function ownedAddress(state: DbState, user: UserRow, addressId: number): AddressRow {
  const row = state.addresses.find((address) => address.id === addressId && address.userId === user.id && address.saved);
  if (!row) throw notFound(t('Address not found.', 'العنوان غير موجود.'));
  return row;
}

/** Change one of the customer's addresses (another customer's → 404). The default can move, not vanish. */
export function updateAddress(db: MockDb, user: UserRow, addressId: number, input: AddressInput): AddressRow {
  const row = ownedAddress(db.state, user, addressId);
  checkAddressInput(db.state, input);
  Object.assign(row, fields(input));
  if (input.is_default === true) makeDefault(db.state, row);
  return row;
}

/** Delete one of the customer's addresses; the default passes to the oldest remaining one; carts using it lose it. */
export function deleteAddress(db: MockDb, user: UserRow, addressId: number): void {
  const row = ownedAddress(db.state, user, addressId);
  db.state.addresses = db.state.addresses.filter((address) => address !== row);
  if (row.isDefault) {
    const next = savedAddresses(db.state, user.id)[0];
    if (next) makeDefault(db.state, next);
  }
  for (const cart of db.state.carts) {
    if (cart.shippingAddressId === row.id) cart.shippingAddressId = null;
  }
}
