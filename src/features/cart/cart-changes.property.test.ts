/**
 * Property-based, 500 sequences: the client's cart-change layer (the optimistic quantities and the request
 * queue behind useProductCartControl) against the stateful mock. For random sequences of add, increment,
 * decrement, remove (bursts fired without waiting, as rapid clicks do), coupon and wallet actions, after every
 * settled step the client's cart equals the server's, nothing is left pending, quantities stay in 1..stock and
 * totals equal the sum of their lines.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyCartCoupon, clearCart, getCart, getGetCartQueryKey, removeCartCoupon, removeCartWallet, setCartWallet } from '../../api/generated/endpoints/cart/cart';
import { login } from '../../api/generated/endpoints/session/session';
import type { Cart } from '../../api/generated/model';
import { createQueryClient } from '../../api/query-client';
import { connectHttpToApp } from '../../app/connect-http-to-app';
import { mockServer } from '../../../tests/setup/mock-server';
import { sessionActions, sessionStore } from '../../session/session-store';
import { startGuestSession } from '../../session/start-session';
import { cachedCart, cartChangesSettled, cartChangesStore, requestQuantity } from './cart-changes';

const queryClient = createQueryClient();
beforeAll(() => connectHttpToApp(queryClient));

const serverLines = () => {
  const cart = mockServer.db.state.carts.find((row) => row.userId === sessionStore.user?.id);
  return Object.fromEntries((cart?.items ?? []).map((line) => [line.productId, line.quantity]));
};
const clientLines = (cart: Cart) => Object.fromEntries(cart.items.map((item) => [item.product.id, item.quantity]));

describe('cart changes (property-based)', () => {
  it('the client cart equals the server cart after every settled step', async () => {
    const rows = mockServer.db.state.products;
    const low = rows.find((row) => row.stock >= 2 && row.stock <= 4)!;
    const plenty = rows.find((row) => row.stock > 20 && row.salePrice > 400)!;
    const products = [low, plenty].map((row) => ({ id: row.id, stock: row.stock }));
    const quantityStep = fc.record({
      kind: fc.constantFrom('add' as const, 'increment' as const, 'decrement' as const, 'remove' as const),
      product: fc.nat(products.length - 1),
      burst: fc.integer({ min: 1, max: 4 }),
      // A cart line's control (PATCH/DELETE /cart/{itemId}) or a product card's (…/by-product).
      via: fc.constantFrom('line' as const, 'product' as const),
    });
    const otherStep = fc.oneof(
      fc.record({ kind: fc.constant('coupon' as const), code: fc.constantFrom('WELCOME10', 'SAVE200', 'EXPIRED25', 'BIG15') }),
      fc.record({ kind: fc.constant('wallet' as const), amount: fc.integer({ min: 1, max: 3000 }) }),
      fc.record({ kind: fc.constantFrom('removeCoupon' as const, 'removeWallet' as const) }),
    );

    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.array(fc.oneof(quantityStep, quantityStep, otherStep), { minLength: 1, maxLength: 8 }), async (asCustomer, steps) => {
        queryClient.clear();
        if (asCustomer) {
          const { data } = await login({ email: 'demo@niletech.eg', password: 'Demo@1234' });
          sessionActions.signIn(data.record);
        } else {
          await startGuestSession();
        }
        // The customer's cart carries over between runs: start each run empty (no re-seeding: fast).
        queryClient.setQueryData(getGetCartQueryKey(), asCustomer ? await clearCart() : await getCart());
        for (const step of steps) {
          const shownBefore = { ...cartChangesStore.shown };
          if (step.kind === 'coupon') await applyCartCoupon(step.code, undefined, { silent: true }).catch(() => undefined);
          else if (step.kind === 'removeCoupon') await removeCartCoupon();
          else if (step.kind === 'wallet') await setCartWallet({ amount: step.amount }, undefined, { silent: true }).catch(() => undefined);
          else if (step.kind === 'removeWallet') await removeCartWallet(undefined, { silent: true }).catch(() => undefined);
          else if ('product' in step) {
            const product = products[step.product]!;
            // A burst: each click reads the quantity shown at that moment, as the control does.
            const clicks: Promise<boolean>[] = [];
            for (let click = 0; click < step.burst; click += 1) {
              const server = cachedCart(queryClient)?.items.find((item) => item.product.id === product.id)?.quantity ?? 0;
              const shown = cartChangesStore.shown[product.id] ?? server;
              const target = step.kind === 'add' ? Math.max(shown, 1) : step.kind === 'increment' ? shown + 1 : step.kind === 'decrement' ? shown - 1 : 0;
              if (target === shown && step.kind !== 'remove') continue;
              clicks.push(requestQuantity(queryClient, product.id, target, step.via));
            }
            await Promise.all(clicks);
          }
          await cartChangesSettled();
          expect(shownBefore).toEqual({});
          expect(cartChangesStore.running).toEqual({});
          expect(cartChangesStore.shown).toEqual({});
          const cart = cachedCart(queryClient)!;
          expect(clientLines(cart)).toEqual(serverLines());
          for (const item of cart.items) {
            expect(item.quantity).toBeGreaterThanOrEqual(1);
            expect(item.quantity).toBeLessThanOrEqual(item.product.stock);
          }
          expect(cart.totals.subtotal).toBeCloseTo(cart.items.reduce((sum, item) => sum + item.totals.total, 0), 2);
          expect(cart.totals.total).toBeCloseTo(cart.totals.subtotal - cart.totals.coupon_discount + cart.totals.shipping + cart.totals.tax - cart.totals.wallet, 2);
          expect(sessionStore.user?.totals.cartItems).toBe(cart.items.length);
        }
      }),
      { numRuns: 500 },
    );
  }, 120_000);
});
