import { describe, expect, it } from 'vitest';
import { TEST_EPOCH } from '../testing/test-db';
import { SCHEMA_VERSION, seedState } from './seed';
import type { DbState } from './types';
import { validateDbState } from './validate-state';

const seeded = () => seedState({ now: TEST_EPOCH });
/** The seed with a customer cart holding one line of an in-stock product. */
const withCart = (quantity = 1): DbState => {
  const state = seeded();
  const product = state.products.find((row) => row.stock >= 2);
  const customer = state.users.find((row) => row.role === 'customer');
  if (!product || !customer) throw new Error('seed lacks a product in stock or a customer');
  state.carts.push({ id: 1, userId: customer.id, items: [{ id: 1, productId: product.id, quantity, addedAt: TEST_EPOCH }], couponCode: null, shippingAddressId: null, walletAmount: 0 });
  state.counters.cart = 1;
  state.counters.cartLine = 1;
  return state;
};

describe('validating the saved mock database', () => {
  it('accepts the seed, a seed with a cart, and an empty catalogue', () => {
    expect(validateDbState(seeded(), SCHEMA_VERSION)).toEqual([]);
    expect(validateDbState(withCart(2), SCHEMA_VERSION)).toEqual([]);
    const empty = seeded();
    empty.products = [];
    empty.wishlist = [];
    empty.compare = [];
    expect(validateDbState(empty, SCHEMA_VERSION)).toEqual([]);
  });

  const corruptions: [string, (state: DbState) => void][] = [
    ['a negative cart quantity', (state) => void (state.carts[0]!.items[0]!.quantity = -2)],
    ['a zero cart quantity', (state) => void (state.carts[0]!.items[0]!.quantity = 0)],
    ['a quantity above stock', (state) => void (state.carts[0]!.items[0]!.quantity = 10_000)],
    ['a fractional quantity', (state) => void (state.carts[0]!.items[0]!.quantity = 1.5)],
    ['a null product', (state) => void (state.products as unknown[]).push(null)],
    ['a null cart line', (state) => void (state.carts[0]!.items as unknown[]).push(null)],
    ['a product without a price', (state) => void delete (state.products[0] as Partial<DbState['products'][number]>).salePrice],
    ['a string stock', (state) => void ((state.products[0] as unknown as { stock: string }).stock = '5')],
    ['products that is not a list', (state) => void ((state as unknown as { products: string }).products = 'nope')],
    ['repeated product ids', (state) => void state.products.push({ ...state.products[0]! })],
    ['a cart counter below the cart ids', (state) => void (state.counters.cart = 0)],
    ['a cart-line counter below the line ids', (state) => void (state.counters.cartLine = 0)],
    ['an order counter below the order ids', (state) => void (state.counters.order = 1)],
    ['missing counters', (state) => void delete (state as Partial<DbState>).counters],
    ['a cart line of an unknown product', (state) => void (state.carts[0]!.items[0]!.productId = 999_999)],
    ['a cart of an unknown user', (state) => void (state.carts[0]!.userId = 999_999)],
    ['a token of an unknown user', (state) => void (state.tokens.abc = 999_999)],
    ['another schema version', (state) => void (state.schemaVersion = SCHEMA_VERSION + 1)],
  ];

  it.each(corruptions)('rejects %s', (_name, corrupt) => {
    const state = withCart(1);
    corrupt(state);
    expect(validateDbState(JSON.parse(JSON.stringify(state)), SCHEMA_VERSION).length).toBeGreaterThan(0);
  });
});
