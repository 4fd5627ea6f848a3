import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useCachedAnswer } from './use-cached-answer';

interface ListBody {
  items: { id: number; quantity: number }[];
}

const LIST = ['/wishlists'];

/** A component reading whether product `id` is in the cached list, and how many times it was drawn. */
const setUp = (id: number) => {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  let draws = 0;
  const hook = renderHook(
    () => {
      draws += 1;
      return useCachedAnswer(LIST, (body?: ListBody) => body?.items.some((item) => item.id === id));
    },
    { wrapper },
  );
  return { queryClient, hook, draws: () => draws };
};

describe('useCachedAnswer', () => {
  it('reads nothing while the answer is not cached, and fetches nothing', () => {
    const { queryClient, hook } = setUp(1);
    expect(hook.result.current).toBeUndefined();
    expect(queryClient.getQueryCache().find({ queryKey: LIST }), 'no query was made for it').toBeUndefined();
  });

  it('follows the cached answer when it arrives and when it changes', () => {
    const { queryClient, hook } = setUp(1);
    act(() => queryClient.setQueryData<ListBody>(LIST, { items: [{ id: 1, quantity: 1 }] }));
    expect(hook.result.current).toBe(true);
    act(() => queryClient.setQueryData<ListBody>(LIST, { items: [{ id: 2, quantity: 1 }] }));
    expect(hook.result.current).toBe(false);
  });

  it('draws the component again only when what it reads changes', () => {
    const { queryClient, hook, draws } = setUp(1);
    act(() => queryClient.setQueryData<ListBody>(LIST, { items: [{ id: 1, quantity: 1 }] }));
    const drawn = draws();
    // Another product's line changed: product 1 is still in the list.
    act(() => queryClient.setQueryData<ListBody>(LIST, { items: [{ id: 1, quantity: 1 }, { id: 2, quantity: 3 }] }));
    // Another answer altogether.
    act(() => queryClient.setQueryData(['/cart'], { items: [] }));
    expect(draws()).toBe(drawn);
    expect(hook.result.current).toBe(true);
  });

  it('keeps reading the cache after it was emptied and filled again', () => {
    const { queryClient, hook } = setUp(1);
    act(() => queryClient.setQueryData<ListBody>(LIST, { items: [{ id: 1, quantity: 1 }] }));
    act(() => queryClient.removeQueries({ queryKey: LIST }));
    expect(hook.result.current).toBeUndefined();
    act(() => queryClient.setQueryData<ListBody>(LIST, { items: [{ id: 1, quantity: 2 }] }));
    expect(hook.result.current).toBe(true);
  });
});
