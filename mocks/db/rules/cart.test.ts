import { describe, expect, it } from 'vitest';
import {
  addToCart,
  applyCoupon,
  cartOf,
  clearCart,
  computeCart,
  mergeGuestCart,
  removeCartLineByProduct,
  setShippingAddress,
  setWalletAmount,
  updateCartLine,
  updateCartLineByProduct,
} from './cart';
import { login } from './session';
import { errorsOf, statusOf } from '../../testing/rule-errors';
import { createTestDb, demoCustomer, inStock, lowStock, newGuest, outOfStock, productWhere } from '../../testing/test-db';
import type { MockDb } from '../create-db';
import type { UserRow } from '../types';

/** An undiscounted product with plenty of stock, priced within [minPrice, maxPrice]. */
function productNear(db: MockDb, minPrice: number, maxPrice: number) {
  return productWhere(db, (product) => inStock(20)(product) && product.salePrice >= minPrice && product.salePrice <= maxPrice);
}

describe('cart rules', () => {
  it('adds a product and grows its line instead of adding a second one', () => {
    const { db } = createTestDb();
    const guest = newGuest(db);
    const product = productWhere(db, inStock(20));
    addToCart(db, guest, product.id, 2);
    const cart = addToCart(db, guest, product.id, 3);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]!.quantity).toBe(5);
  });

  it('keeps quantities within 1..stock with an "Only N left" message', () => {
    const { db } = createTestDb();
    const guest = newGuest(db);
    const low = productWhere(db, lowStock);
    expect(errorsOf(() => addToCart(db, guest, low.id, low.stock + 1))).toEqual({ quantity: [`Only ${low.stock} left in stock`] });
    addToCart(db, guest, low.id, low.stock);
    expect(errorsOf(() => addToCart(db, guest, low.id, 1))).toEqual({ quantity: [`Only ${low.stock} left in stock`] });
    const line = cartOf(db, guest.id).items[0]!;
    expect(errorsOf(() => updateCartLine(db, guest, line.id, low.stock + 1)).quantity).toHaveLength(1);
    expect(updateCartLine(db, guest, line.id, 1).items[0]!.quantity).toBe(1);
  });

  it('refuses out-of-stock products and unknown products', () => {
    const { db } = createTestDb();
    const guest = newGuest(db);
    expect(errorsOf(() => addToCart(db, guest, productWhere(db, outOfStock).id, 1))).toEqual({ quantity: ['This product is out of stock'] });
    expect(statusOf(() => addToCart(db, guest, 999_999, 1))).toBe(404);
    expect(statusOf(() => updateCartLineByProduct(db, guest, productWhere(db, inStock()).id, 1))).toBe(404);
  });

  it('totals lines at the discounted price and reports the product discount', () => {
    const { db } = createTestDb();
    const guest = newGuest(db);
    const discounted = productWhere(db, (product) => product.discountPercent > 0 && product.offerEndsAt === null && product.stock >= 2);
    const plain = productWhere(db, inStock());
    addToCart(db, guest, discounted.id, 2);
    addToCart(db, guest, plain.id, 1);
    const totals = computeCart(db, cartOf(db, guest.id));
    const unit = Math.round((discounted.salePrice * (100 - discounted.discountPercent)) / 100);
    expect(totals.subtotal).toBe(unit * 2 + plain.salePrice);
    expect(totals.discount).toBe((discounted.salePrice - unit) * 2);
    expect(totals.items).toBe(2);
    expect(totals.quantity).toBe(3);
    expect(totals.total).toBe(totals.subtotal);
  });

  it('ends a limited-time discount with its offer', () => {
    const { db, clock } = createTestDb();
    const guest = newGuest(db);
    const offer = productWhere(db, (product) => product.offerEndsAt !== null && product.stock > 0);
    addToCart(db, guest, offer.id, 1);
    expect(computeCart(db, cartOf(db, guest.id)).subtotal).toBeLessThan(offer.salePrice);
    clock.advance(offer.offerEndsAt! - clock.now + 1);
    expect(computeCart(db, cartOf(db, guest.id)).subtotal).toBe(offer.salePrice);
  });

  it('charges 75 EGP shipping under 3,000 EGP once an address is set, free above', () => {
    const { db } = createTestDb();
    const user = demoCustomer(db);
    const cheap = productNear(db, 200, 1400);
    addToCart(db, user, cheap.id, 1);
    expect(computeCart(db, cartOf(db, user.id)).shipping).toBe(0);
    setShippingAddress(db, user, 1);
    const small = computeCart(db, cartOf(db, user.id));
    expect(small.shipping).toBe(75);
    expect(small.total).toBe(small.subtotal + 75);
    addToCart(db, user, productNear(db, 3000, 20000).id, 1);
    expect(computeCart(db, cartOf(db, user.id)).shipping).toBe(0);
  });

  it('applies coupons: percent, fixed with a minimum, expired, unknown, below minimum', () => {
    const { db } = createTestDb();
    const user = demoCustomer(db);
    const product = productNear(db, 2500, 9000);
    addToCart(db, user, product.id, 1);
    expect(errorsOf(() => applyCoupon(db, user, 'NOPE'))).toEqual({ code: ['This coupon code is invalid'] });
    expect(errorsOf(() => applyCoupon(db, user, 'EXPIRED25'))).toEqual({ code: ['This coupon has expired'] });
    expect(errorsOf(() => applyCoupon(db, user, 'BIG15'))).toEqual({ code: ['This coupon requires a minimum order of 50,000 EGP'] });
    applyCoupon(db, user, 'welcome10');
    expect(computeCart(db, cartOf(db, user.id)).couponDiscount).toBe(Math.round(product.salePrice * 10) / 100);
    applyCoupon(db, user, 'SAVE200');
    const totals = computeCart(db, cartOf(db, user.id));
    expect(totals.coupon?.code).toBe('SAVE200');
    expect(totals.total).toBe(totals.subtotal - 200 + totals.shipping);
  });

  it('refuses SAVE200 below 2,000 EGP and drops it when the cart falls below the minimum', () => {
    const { db } = createTestDb();
    const user = demoCustomer(db);
    const cheap = productNear(db, 300, 1900);
    addToCart(db, user, cheap.id, 1);
    expect(errorsOf(() => applyCoupon(db, user, 'SAVE200'))).toEqual({ code: ['This coupon requires a minimum order of 2,000 EGP'] });
    const big = productNear(db, 2500, 9000);
    addToCart(db, user, big.id, 1);
    expect(applyCoupon(db, user, 'SAVE200').couponCode).toBe('SAVE200');
    expect(removeCartLineByProduct(db, user, big.id).couponCode).toBeNull();
  });

  it('pays from the wallet within the available balance and the total, for customers only', () => {
    const { db } = createTestDb();
    const user = demoCustomer(db);
    const product = productNear(db, 2500, 9000);
    addToCart(db, user, product.id, 1);
    expect(errorsOf(() => setWalletAmount(db, user, 1500.01))).toEqual({ amount: ['The amount exceeds your available wallet balance of 1,500 EGP'] });
    expect(setWalletAmount(db, user, 1000).walletAmount).toBe(1000);
    const totals = computeCart(db, cartOf(db, user.id));
    expect(totals.total).toBe(totals.subtotal - 1000);
    const guest = newGuest(db);
    expect(statusOf(() => setWalletAmount(db, guest, 10))).toBe(403);
  });

  it('refuses a wallet amount above the total and clamps it when the cart shrinks', () => {
    const { db } = createTestDb();
    const user = demoCustomer(db);
    const cheap = productNear(db, 300, 1200);
    addToCart(db, user, cheap.id, 1);
    expect(errorsOf(() => setWalletAmount(db, user, cheap.salePrice + 1)).amount?.[0]).toMatch(/exceeds the order total/);
    const other = productNear(db, 1300, 1499);
    addToCart(db, user, other.id, 1);
    setWalletAmount(db, user, 1400);
    const cart = removeCartLineByProduct(db, user, other.id);
    expect(cart.walletAmount).toBe(cheap.salePrice);
    expect(clearCart(db, user).walletAmount).toBe(0);
  });

  it('merges the guest cart into the customer cart at login, adding quantities within stock', () => {
    const { db } = createTestDb();
    const customer = demoCustomer(db);
    const shared = productWhere(db, (product) => product.stock >= 6 && product.stock <= 10);
    const onlyGuest = productWhere(db, inStock(30));
    addToCart(db, customer, shared.id, shared.stock - 1);
    const guest = newGuest(db);
    addToCart(db, guest, shared.id, 3);
    addToCart(db, guest, onlyGuest.id, 2);
    const { user } = login(db, guest, 'DEMO@niletech.eg', 'Demo@1234');
    expect(user.id).toBe(customer.id);
    const cart = cartOf(db, customer.id);
    expect(cart.items.find((line) => line.productId === shared.id)?.quantity).toBe(shared.stock);
    expect(cart.items.find((line) => line.productId === onlyGuest.id)?.quantity).toBe(2);
    expect(cartOf(db, guest.id).items).toHaveLength(0);
  });

  it('keeps the guest coupon when the customer cart has none', () => {
    const { db } = createTestDb();
    const customer = demoCustomer(db);
    const guest: UserRow = newGuest(db);
    addToCart(db, guest, productNear(db, 2500, 9000).id, 1);
    applyCoupon(db, guest, 'WELCOME10');
    expect(mergeGuestCart(db, guest, customer).couponCode).toBe('WELCOME10');
  });
});
