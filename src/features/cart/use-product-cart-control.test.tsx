/**
 * The client hook against the stateful mock (msw/node): optimistic quantity, rollback on refusal, and —
 * property-based — for random sequences of add, increment, decrement, remove (some fired concurrently, as
 * rapid clicks or two controls of one product would) and coupon actions, the client view equals the
 * server's after every settled step, and quantities stay within 1..stock.
 */
import { act, screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { useEffect } from 'react';
import { delay, http } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { applyCartCoupon, getCart, getGetCartQueryKey, removeCartCoupon } from '../../api/generated/endpoints/cart/cart';
import type { CartResponse, Product } from '../../api/generated/model';
import { mockServer } from '../../../tests/setup/mock-server';
import { renderWithApp } from '../../../tests/setup/render';
import { startGuestSession } from '../../session/start-session';
import { sessionStore } from '../../session/session-store';
import { cartChangesSettled, type CartChangeVia } from './cart-changes';
import { useProductCartControl, type ProductCartControl } from './use-product-cart-control';

type Probe = Record<number, ProductCartControl>;

type Report = (id: number, control: ProductCartControl) => void;
function Controls({ products, report, via }: { products: Product[]; report: Report; via?: CartChangeVia }) {
  return products.map((product) => <Control key={product.id} product={product} report={report} via={via} />);
}
function Control({ product, report, via }: { product: Product; report: Report; via?: CartChangeVia }) {
  const control = useProductCartControl(product, { via });
  useEffect(() => report(product.id, control));
  return <output aria-label={`quantity ${product.id}`}>{control.isBusy ? `busy ${control.quantity}` : control.quantity}</output>;
}

/** Cart changes answer after a short pause (the handler falls through to the stateful mock). */
const slowCartChanges = () =>
  mockServer.use(
    http.all('*/cart/:id*', async ({ request }) => {
      if (request.method !== 'GET') await delay(40);
    }),
  );

/** valtio notifies subscribers in a microtask after the change: let React render what it says. */
const flushRenders = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

const serverQuantity = (productId: number) => {
  const cart = mockServer.db.state.carts.find((row) => row.userId === sessionStore.user?.id);
  return cart?.items.find((line) => line.productId === productId)?.quantity ?? 0;
};

/** Products as the API shows them: a low-stock one (limits reached quickly) and a well-stocked one. */
const pickProducts = (): Product[] => {
  const rows = mockServer.db.state.products;
  const low = rows.find((row) => row.stock >= 2 && row.stock <= 4)!;
  const plenty = rows.find((row) => row.stock > 20 && row.salePrice > 300)!;
  return [low, plenty].map(
    (row) => ({ id: row.id, stock: row.stock, has_stock: row.stock > 0, carted_quantity: 0 }) as unknown as Product,
  );
};

const setup = async ({ via }: { via?: CartChangeVia } = {}) => {
  const products = pickProducts();
  const probe: Probe = {};
  const view = renderWithApp(
    <Controls
      via={via}
      products={products}
      report={(id, control) => {
        probe[id] = control;
      }}
    />,
  );
  await act(async () => {
    await startGuestSession();
    view.queryClient.setQueryData(getGetCartQueryKey(), await getCart());
  });
  return { ...view, products, probe };
};

describe('useProductCartControl', () => {
  it('shows the new quantity at once and keeps it when the server agrees', async () => {
    const { products, probe } = await setup();
    const [low] = products as [Product];
    slowCartChanges();
    act(() => {
      void probe[low.id]!.add();
    });
    await waitFor(() => expect(screen.getByLabelText(`quantity ${low.id}`)).toHaveTextContent('busy 1'));
    await act(cartChangesSettled);
    await flushRenders();
    expect(screen.getByLabelText(`quantity ${low.id}`)).toHaveTextContent(/^1$/);
    expect(serverQuantity(low.id)).toBe(1);
  });

  it('reverts the optimistic quantity when the server refuses', async () => {
    const { products, probe } = await setup();
    const [low] = products as [Product];
    await act(async () => {
      await probe[low.id]!.add();
    });
    // Someone else bought the rest: the server now has 1 left, the client still thinks more.
    mockServer.db.state.products.find((row) => row.id === low.id)!.stock = 1;
    slowCartChanges();
    act(() => {
      void probe[low.id]!.increment();
    });
    await waitFor(() => expect(screen.getByLabelText(`quantity ${low.id}`)).toHaveTextContent('busy 2'));
    await act(cartChangesSettled);
    await waitFor(() => expect(screen.getByLabelText(`quantity ${low.id}`)).toHaveTextContent(/^1$/));
    expect(serverQuantity(low.id)).toBe(1);
    // The reconciled cart carries the fresh stock: no more increments.
    expect(probe[low.id]!.canIncrement).toBe(false);
  });

  it('a cart line changes its quantity with PATCH /cart/{itemId} and removes with DELETE /cart/{itemId} (spec section 7); a refusal still rolls back', async () => {
    const { products, probe } = await setup({ via: 'line' });
    const [low] = products as [Product];
    const calls: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (request.method !== 'GET') calls.push(`${request.method} ${new URL(request.url).pathname.replace(/^.*\/cart/, '/cart')}`);
    };
    mockServer.events.on('request:start', listener);
    onTestFinished(() => mockServer.events.removeListener('request:start', listener));
    await act(async () => {
      await probe[low.id]!.add();
    });
    await flushRenders();
    const lineId = () => mockServer.db.state.carts.find((row) => row.userId === sessionStore.user?.id)!.items.find((line) => line.productId === low.id)!.id;
    const id = lineId();
    await act(async () => {
      await probe[low.id]!.increment();
    });
    await flushRenders();
    expect(serverQuantity(low.id)).toBe(2);

    // Refused (the stock fell to 2): the shown quantity goes back to the server's.
    mockServer.db.state.products.find((row) => row.id === low.id)!.stock = 2;
    slowCartChanges();
    act(() => {
      void probe[low.id]!.increment();
    });
    await waitFor(() => expect(screen.getByLabelText(`quantity ${low.id}`)).toHaveTextContent('busy 3'));
    await act(cartChangesSettled);
    await waitFor(() => expect(screen.getByLabelText(`quantity ${low.id}`)).toHaveTextContent(/^2$/));

    await act(async () => {
      await probe[low.id]!.remove();
    });
    expect(serverQuantity(low.id)).toBe(0);
    expect(calls).toEqual([`POST /cart/${low.id}`, `PATCH /cart/${id}`, `PATCH /cart/${id}`, `DELETE /cart/${id}`]);
  });

  it('disables decrement at 1 and increment at stock', async () => {
    const { products, probe } = await setup();
    const [low] = products as [Product];
    await act(async () => {
      await probe[low.id]!.add();
    });
    await flushRenders();
    expect(probe[low.id]!.canDecrement).toBe(false);
    for (let index = 1; index < low.stock; index += 1) {
      await act(async () => {
        await probe[low.id]!.increment();
      });
      await flushRenders();
    }
    expect(probe[low.id]!.quantity).toBe(low.stock);
    expect(probe[low.id]!.canIncrement).toBe(false);
    expect(probe[low.id]!.canDecrement).toBe(true);
  });

  it('property (through the hook, 500 runs): the shown quantity equals the server after every settled step, whatever the clicks', async () => {
    const { products, probe, queryClient } = await setup();
    const step = fc.oneof(
      fc.record({
        kind: fc.constantFrom('add' as const, 'increment' as const, 'decrement' as const, 'remove' as const),
        product: fc.nat(products.length - 1),
        // Fired without waiting: a burst of rapid clicks on one or several controls.
        burst: fc.integer({ min: 1, max: 3 }),
      }),
      fc.record({ kind: fc.constantFrom('coupon' as const, 'removeCoupon' as const), code: fc.constantFrom('WELCOME10', 'EXPIRED25', 'SAVE200') }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
        await act(async () => {
          await startGuestSession();
          queryClient.setQueryData(getGetCartQueryKey(), await getCart());
        });
        for (const action of steps) {
          await act(async () => {
            if (action.kind === 'coupon') await applyCartCoupon(action.code, undefined, { silent: true }).catch(() => undefined);
            else if (action.kind === 'removeCoupon') await removeCartCoupon();
            else if ('product' in action) {
              const control = probe[products[action.product]!.id]!;
              const clicks = Array.from({ length: action.burst }, () => control[action.kind]());
              await Promise.all(clicks);
            }
            await cartChangesSettled();
          });
          await flushRenders();
          const cached = queryClient.getQueryData<CartResponse>(getGetCartQueryKey())!.data.cart;
          for (const product of products) {
            const shown = probe[product.id]!;
            const server = serverQuantity(product.id);
            expect(shown.isBusy).toBe(false);
            expect(shown.quantity).toBe(server);
            expect(cached.items.find((item) => item.product.id === product.id)?.quantity ?? 0).toBe(server);
            if (server > 0) expect(server).toBeLessThanOrEqual(product.stock);
          }
          expect(cached.totals.subtotal).toBeCloseTo(cached.items.reduce((sum, item) => sum + item.totals.total, 0), 2);
        }
      }),
      { numRuns: 500 },
    );
  }, 120_000);
});
