/** Add to cart's confirmation on the stateful mock: a toast naming the product, View cart opens the cart panel. */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import { getCart, getGetCartQueryKey } from '../../api/generated/endpoints/cart/cart';
import { listProducts } from '../../api/generated/endpoints/catalog/catalog';
import type { Product } from '../../api/generated/model';
import { mockServer } from '../../../tests/setup/mock-server';
import { renderWithApp } from '../../../tests/setup/render';
import { startGuestSession } from '../../session/start-session';
import { cartChangesSettled, cartChangesStore } from './cart-changes';
import { cartPanelStore, closeCartPanel } from './cart-panel-store';
import { ProductCartControl } from './product-cart-control';

const setup = async () => {
  await startGuestSession();
  const products = (await listProducts()).data.records.filter((product) => product.has_stock && product.stock > 2).slice(0, 2) as [Product, Product];
  const view = renderWithApp(
    <>
      {products.map((product) => (
        <ProductCartControl key={product.id} product={product} />
      ))}
    </>,
  );
  await act(async () => {
    view.queryClient.setQueryData(getGetCartQueryKey(), await getCart());
  });
  return { products, user: userEvent.setup() };
};

describe('ProductCartControl', () => {
  it('confirms an add with a toast naming the product; View cart opens the cart panel', async () => {
    const { products, user } = await setup();
    const [first] = products;
    await user.click(screen.getAllByRole('button', { name: 'Add to cart' })[0]!);
    const toast = await screen.findByText(`Added to your cart: ${first.title}`);
    expect(toast).toBeVisible();
    expect(screen.getByRole('textbox', { name: `Quantity ${first.title}` })).toHaveValue('1');
    await user.click(screen.getByRole('button', { name: 'View cart' }));
    expect(cartPanelStore.open).toBe(true);
    closeCartPanel();
  });

  it('raises no confirmation when the server refuses the add (sold out meanwhile); the button comes back', async () => {
    const { products, user } = await setup();
    const [first] = products;
    mockServer.db.state.products.find((row) => row.id === first.id)!.stock = 0;
    await user.click(screen.getAllByRole('button', { name: 'Add to cart' })[0]!);
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Add to cart' })).toHaveLength(2));
    expect(screen.queryByText(/Added to your cart/)).toBeNull();
  });

  it('keeps the quantity field read-only (spec section 4): typing changes nothing, + steps it', async () => {
    const { products, user } = await setup();
    const [first] = products;
    await user.click(screen.getAllByRole('button', { name: 'Add to cart' })[0]!);
    const field = await screen.findByRole('textbox', { name: `Quantity ${first.title}` });
    expect(field).toHaveAttribute('readonly');
    await user.type(field, '5{Enter}');
    await user.tab();
    expect(field).toHaveValue('1');
    await user.click(screen.getByRole('button', { name: `Increase quantity ${first.title}` }));
    await waitFor(() => expect(field).toHaveValue('2'));
    await waitFor(async () => expect((await getCart()).data.cart.items.find((item) => item.product.id === first.id)?.quantity).toBe(2));
    closeCartPanel();
  });

  it('answers a press in its own frame and asks the server after it; a double tap adds one (decision 071)', async () => {
    const { products } = await setup();
    const [first] = products;
    const sent: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (request.method !== 'GET') sent.push(`${request.method} ${new URL(request.url).pathname.replace(/^.*\/cart/, '/cart')}`);
    };
    mockServer.events.on('request:start', listener);
    onTestFinished(() => mockServer.events.removeListener('request:start', listener));
    const add = screen.getAllByRole('button', { name: 'Add to cart' })[0]!;
    act(() => {
      add.click();
      add.click();
    });
    // Inside the press nothing but the button itself changes: no change asked for, nothing new drawn.
    expect(cartChangesStore.running[first.id]).toBeUndefined();
    await act(async () => {
      for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    });
    expect(add).toBeEnabled();
    const field = await screen.findByRole('textbox', { name: `Quantity ${first.title}` });
    await act(cartChangesSettled);
    await waitFor(() => expect(screen.getByRole('group', { name: `Quantity ${first.title}` })).toHaveAttribute('aria-busy', 'false'));
    expect(field).toHaveValue('1');
    expect(sent).toEqual([`POST /cart/${first.id}`]);
    const increase = screen.getByRole('button', { name: `Increase quantity ${first.title}` });
    act(() => {
      increase.click();
      increase.click();
    });
    expect(cartChangesStore.running[first.id]).toBeUndefined();
    expect(field).toHaveValue('1');
    await waitFor(() => expect(field).toHaveValue('2'));
    await act(cartChangesSettled);
    expect(sent).toEqual([`POST /cart/${first.id}`, `PATCH /cart/${first.id}/by-product`]);
    expect((await getCart()).data.cart.items.find((item) => item.product.id === first.id)?.quantity).toBe(2);
    closeCartPanel();
  });
});
