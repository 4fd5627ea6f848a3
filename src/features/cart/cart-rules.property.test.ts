/**
 * Property-based tests of the cart rules the server enforces (mocks/db/rules/cart.ts): for random sequences
 * of add, increment, decrement, remove, coupon and wallet actions, quantities stay in 1..stock, totals equal
 * the sum of their lines, and the wallet never pays more than the balance or the total.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../mocks/db/rules/api-error';
import {
  addToCart,
  applyCoupon,
  cartOf,
  computeCart,
  removeCartLineByProduct,
  removeCoupon,
  removeWalletAmount,
  setShippingAddress,
  setWalletAmount,
  updateCartLineByProduct,
} from '../../../mocks/db/rules/cart';
import { availableBalance } from '../../../mocks/db/rules/wallet';
import { money } from '../../../mocks/db/ids';
import { createTestDb, demoCustomer, lowStock, newGuest, productWhere } from '../../../mocks/testing/test-db';

const action = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), product: fc.nat(3), quantity: fc.integer({ min: -1, max: 7 }) }),
  fc.record({ kind: fc.constantFrom('increment' as const, 'decrement' as const, 'remove' as const), product: fc.nat(3) }),
  fc.record({ kind: fc.constant('set' as const), product: fc.nat(3), quantity: fc.integer({ min: -2, max: 40 }) }),
  fc.record({ kind: fc.constant('coupon' as const), code: fc.constantFrom('WELCOME10', 'SAVE200', 'EXPIRED25', 'BIG15', 'NOPE', '') }),
  fc.record({ kind: fc.constant('wallet' as const), amount: fc.oneof(fc.integer({ min: -10, max: 4000 }), fc.double({ min: 0, max: 2000, noNaN: true })) }),
  fc.record({ kind: fc.constantFrom('removeCoupon' as const, 'removeWallet' as const) }),
);

describe('cart rules (property-based)', () => {
  it('keeps quantities within 1..stock and totals equal to their lines for any sequence of actions', () => {
    const { db } = createTestDb();
    const low = productWhere(db, lowStock);
    const others = db.state.products.filter((product) => product.stock > 5 && product.id !== low.id).slice(0, 2);
    const outOfStock = db.state.products.find((product) => product.stock === 0)!;
    const products = [low, ...others, outOfStock];
    const customer = demoCustomer(db);
    const address = db.state.addresses.find((row) => row.userId === customer.id)!;
    const snapshot = JSON.stringify(db.state);

    fc.assert(
      fc.property(fc.boolean(), fc.array(action, { maxLength: 25 }), (asCustomer, actions) => {
        db.state = JSON.parse(snapshot) as typeof db.state;
        const user = asCustomer ? demoCustomer(db) : newGuest(db);
        if (asCustomer) setShippingAddress(db, user, address.id);
        for (const step of actions) {
          const cart = cartOf(db, user.id);
          const product = 'product' in step ? products[step.product]! : undefined;
          const line = product ? cart.items.find((row) => row.productId === product.id) : undefined;
          const before = JSON.stringify(cart);
          try {
            switch (step.kind) {
              case 'add':
                addToCart(db, user, product!.id, step.quantity);
                break;
              case 'set':
                updateCartLineByProduct(db, user, product!.id, step.quantity);
                break;
              case 'increment':
                updateCartLineByProduct(db, user, product!.id, (line?.quantity ?? 0) + 1);
                break;
              case 'decrement':
                updateCartLineByProduct(db, user, product!.id, (line?.quantity ?? 0) - 1);
                break;
              case 'remove':
                removeCartLineByProduct(db, user, product!.id);
                break;
              case 'coupon':
                applyCoupon(db, user, step.code);
                break;
              case 'wallet':
                setWalletAmount(db, user, step.amount);
                break;
              case 'removeCoupon':
                removeCoupon(db, user);
                break;
              case 'removeWallet':
                removeWalletAmount(db, user);
                break;
            }
          } catch (error) {
            // A refusal is an API error and changes nothing.
            expect(error).toBeInstanceOf(ApiError);
            expect(JSON.stringify(cartOf(db, user.id))).toBe(before);
          }
          const computed = computeCart(db, cartOf(db, user.id));
          for (const row of computed.lines) {
            expect(row.line.quantity).toBeGreaterThanOrEqual(1);
            expect(row.line.quantity).toBeLessThanOrEqual(row.product.stock);
            expect(row.total).toBe(money(row.price * row.line.quantity));
          }
          expect(computed.subtotal).toBe(money(computed.lines.reduce((sum, row) => sum + row.total, 0)));
          expect(computed.total).toBe(money(computed.subtotal - computed.couponDiscount + computed.shipping + computed.tax - computed.wallet));
          expect(computed.wallet).toBeGreaterThanOrEqual(0);
          expect(computed.wallet).toBeLessThanOrEqual(asCustomer ? availableBalance(db.state, user.id) : 0);
          expect(computed.wallet).toBeLessThanOrEqual(computed.totalBeforeWallet);
          expect(computed.total).toBeGreaterThanOrEqual(0);
          if (computed.coupon) expect(computed.subtotal).toBeGreaterThanOrEqual(computed.coupon.minimumOrder);
          // Every amount is a whole number of piastres (no float drift such as 0.30000000000000004).
          for (const amount of [computed.subtotal, computed.couponDiscount, computed.shipping, computed.tax, computed.wallet, computed.total, ...computed.lines.map((row) => row.total)]) {
            expect(Number.isInteger(Math.round(amount * 100)) && Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6, String(amount)).toBe(true);
          }
        }
      }),
      { numRuns: 500 },
    );
  });
});
