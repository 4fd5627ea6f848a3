import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getGetHomeQueryOptions } from '../../api/generated/endpoints/catalog/catalog';
import type { PageRoute } from './navigation';
import { pages } from './pages';
import { prefetchAtStart as withTable, type StartPrefetchOptions } from './start-preload';

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => [link.getAttribute('href'), link.getAttribute('fetchpriority')]);

afterEach(() => document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove()));

/** Home's declaration, with its chunk and loader as the test says. */
const home = pages[0]!;
let table: PageRoute[] = [];
const registerPrefetchRoutes = (routes: PageRoute[]) => {
  table = routes;
};
const prefetchAtStart = (path: string, search: string, client: QueryClient, options?: StartPrefetchOptions) => withTable(path, search, client, options, table);

describe('prefetchAtStart preloads the opened page’s lead images once its data is there', () => {
  it('adds one high-priority preload per image, once', async () => {
    registerPrefetchRoutes([
      { ...home, chunk: { preload: () => Promise.resolve() }, loader: async (_, client) => client.setQueryData(getGetHomeQueryOptions().queryKey, { data: { banners: [{ image: '/hero.svg' }] } } as never) },
    ]);
    const client = new QueryClient();
    prefetchAtStart('/', '', client);
    prefetchAtStart('/', '', client);
    await expect.poll(preloads).toEqual([['/hero.svg', 'high']]);
  });

  it('preloads nothing for an address with a query (its data depends on it) or when the data failed', async () => {
    const failing: PageRoute = { ...home, chunk: { preload: () => Promise.resolve() }, loader: () => Promise.reject(new Error('offline')) };
    registerPrefetchRoutes([failing]);
    prefetchAtStart('/', '', new QueryClient());
    registerPrefetchRoutes([{ ...failing, loader: async () => undefined, leadImages: () => ['/never.svg'] }]);
    prefetchAtStart('/', '?page=2', new QueryClient());
    await new Promise((settle) => setTimeout(settle, 20));
    expect(preloads()).toEqual([]);
  });

  it("holds the page's chunk until `chunkAfter` settles, and reports the lead images (none when they cannot be known)", async () => {
    const preload = vi.fn(() => Promise.resolve());
    registerPrefetchRoutes([
      { ...home, chunk: { preload }, loader: async (_, client) => client.setQueryData(getGetHomeQueryOptions().queryKey, { data: { banners: [{ image: '/hero.svg' }] } } as never) },
    ]);
    let release = () => undefined as void;
    const chunkAfter = new Promise<void>((resolve) => (release = resolve));
    const onLeadImages = vi.fn();
    const done = prefetchAtStart('/', '', new QueryClient(), { chunkAfter, onLeadImages });
    await expect.poll(() => onLeadImages.mock.calls).toEqual([[['/hero.svg']]]);
    await new Promise((settle) => setTimeout(settle, 20));
    expect(preload).not.toHaveBeenCalled();
    release();
    await done;
    expect(preload).toHaveBeenCalledTimes(1);

    registerPrefetchRoutes([{ ...home, chunk: { preload }, loader: () => Promise.reject(new Error('offline')) }]);
    const failed = vi.fn();
    await prefetchAtStart('/', '', new QueryClient(), { onLeadImages: failed });
    const withQuery = vi.fn();
    await prefetchAtStart('/', '?page=2', new QueryClient(), { onLeadImages: withQuery });
    const unknown = vi.fn();
    await prefetchAtStart('/no-such-page', '', new QueryClient(), { onLeadImages: unknown });
    expect([failed.mock.calls, withQuery.mock.calls, unknown.mock.calls]).toEqual([[[[]]], [[[]]], [[[]]]]);
  });
});
