import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { delay, http as mswHttp, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../../tests/setup/mock-server';
import { getGetWishlistQueryKey } from '../../api/generated/endpoints/wishlist/wishlist';
import type { ListItem, WishlistResponse } from '../../api/generated/model';
import { sampleProduct } from '../catalog/product-card/sample-product';
import { useWishlistRow } from './use-wishlist-row';

const item = (id: number, product: Partial<ListItem['product']> = {}): ListItem => ({ id, product: { ...sampleProduct, id: 100 + id, is_carted: false, has_stock: true, ...product } });

/** The hook over a query cache holding `items` as the wishlist; every cart and wishlist request counted. */
const setUp = (items: ListItem[], subject: ListItem) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData<WishlistResponse>(getGetWishlistQueryKey(), { success: true, message: '', data: { wishlist: { items } } });
  const requests: string[] = [];
  const ok = { success: true, message: '', data: {} };
  mockServer.use(
    mswHttp.post('*/cart/:id', async ({ params }) => (requests.push(`add ${String(params.id)}`), await delay(30), HttpResponse.json(ok))),
    mswHttp.delete('*/wishlists/:id/by-product', async ({ params }) => (requests.push(`remove ${String(params.id)}`), await delay(30), HttpResponse.json(ok))),
  );
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useWishlistRow(subject), { wrapper });
  const cartedFlags = () => queryClient.getQueryData<WishlistResponse>(getGetWishlistQueryKey())?.data.wishlist.items.map((row) => row.product.is_carted);
  return { result, requests, cartedFlags };
};

describe('wishlist row actions (spec section 4)', () => {
  it('disables add-to-cart for a product already in the cart or out of stock, and sends nothing', async () => {
    for (const subject of [item(1, { is_carted: true }), item(2, { has_stock: false })]) {
      const { result, requests } = setUp([subject], subject);
      expect(result.current.canAddToCart).toBe(false);
      let done: boolean | undefined;
      await act(async () => {
        done = await result.current.addToCart();
      });
      expect(done).toBe(false);
      expect(requests).toEqual([]);
    }
  });

  it("flips the row's carted flag once the product is added, and only that row's", async () => {
    const subject = item(1);
    const { result, requests, cartedFlags } = setUp([subject, item(2)], subject);
    expect(result.current.canAddToCart).toBe(true);
    await act(async () => {
      expect(await result.current.addToCart()).toBe(true);
    });
    expect(requests).toEqual(['add 101']);
    expect(cartedFlags()).toEqual([true, false]);
  });

  it('ignores a second action while one runs (removingFromWishlist and addingToCart exclude each other)', async () => {
    const subject = item(1);
    const { result, requests } = setUp([subject], subject);
    let outcomes: boolean[] = [];
    await act(async () => {
      const removing = result.current.remove();
      const adding = result.current.addToCart();
      outcomes = await Promise.all([removing, adding]);
    });
    expect(outcomes).toEqual([true, false]);
    expect(requests).toEqual(['remove 101']);
    // Once it is over, the next action runs.
    await act(async () => {
      expect(await result.current.addToCart()).toBe(true);
    });
    expect(requests).toEqual(['remove 101', 'add 101']);
  });
});
