import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getGetHomeQueryOptions, getGetProductQueryOptions, getListProductsQueryOptions } from '../../api/generated/endpoints/catalog/catalog';
import { prefetchAtStart, registerPrefetchRoutes } from '../../components/routing/route-prefetch';
import { homeLeadImages, listingLeadImages, PRODUCT_DETAIL_PARAMS, productLeadImages } from './catalog-queries';
import { catalogRoutes } from './catalog-routes';
import { applyScope, initialShopFilters, toProductsParams } from './shop-filters';

const product = (slug: string, images: unknown) => ({ slug, title: slug, images });
const listingKey = getListProductsQueryOptions(toProductsParams(applyScope(initialShopFilters(), { kind: 'shop' }))).queryKey;
const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => [link.getAttribute('href'), link.getAttribute('fetchpriority')]);

afterEach(() => document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove()));

describe('lead images: what each page draws first, read from its cached answer', () => {
  it('home: the first banner', () => {
    const client = new QueryClient();
    expect(homeLeadImages(client)).toEqual([]);
    client.setQueryData(getGetHomeQueryOptions().queryKey, { data: { banners: [{ image: '/b1.svg' }, { image: '/b2.svg' }] } } as never);
    expect(homeLeadImages(client)).toEqual(['/b1.svg']);
  });

  it('a product: its first image only, from the answer’s record (GET /products/{slug}: data.record)', () => {
    const client = new QueryClient();
    const key = (slug: string) => getGetProductQueryOptions(slug, PRODUCT_DETAIL_PARAMS).queryKey;
    client.setQueryData(key('phone'), { data: { record: product('phone', ['/p1.jpg', '/p2.jpg']), relatedProducts: [] } } as never);
    expect(productLeadImages('phone', client)).toEqual(['/p1.jpg']);
    expect(productLeadImages('other', client)).toEqual([]);
    client.setQueryData(key('broken'), { data: { record: 'not a product' } } as never);
    expect(productLeadImages('broken', client)).toEqual([]);
  });

  it('a listing: the first row, skipping cards without an image and malformed answers', () => {
    const client = new QueryClient();
    client.setQueryData(listingKey, { data: { records: [product('a', ['/a.jpg']), product('b', []), product('c', ['/c.jpg'])] } } as never);
    expect(listingLeadImages({ kind: 'shop' }, client)).toEqual(['/a.jpg']);
    client.setQueryData(listingKey, { data: { records: 'not a list' } } as never);
    expect(listingLeadImages({ kind: 'shop' }, client)).toEqual([]);
  });
});

describe('prefetchAtStart preloads the opened page’s lead images once its data is there', () => {
  it('adds one high-priority preload per image, once', async () => {
    registerPrefetchRoutes([
      { ...catalogRoutes[0]!, page: { preload: () => Promise.resolve() } as never, prefetchData: async (_, client) => client.setQueryData(getGetHomeQueryOptions().queryKey, { data: { banners: [{ image: '/hero.svg' }] } } as never) },
    ]);
    const client = new QueryClient();
    prefetchAtStart('/', '', client);
    prefetchAtStart('/', '', client);
    await expect.poll(preloads).toEqual([['/hero.svg', 'high']]);
  });

  it('preloads nothing for an address with a query (its data depends on it) or when the data failed', async () => {
    const failing = { ...catalogRoutes[0]!, page: { preload: () => Promise.resolve() } as never, prefetchData: () => Promise.reject(new Error('offline')) };
    registerPrefetchRoutes([failing]);
    prefetchAtStart('/', '', new QueryClient());
    registerPrefetchRoutes([{ ...failing, prefetchData: async () => undefined, leadImages: () => ['/never.svg'] }]);
    prefetchAtStart('/', '?page=2', new QueryClient());
    await new Promise((settle) => setTimeout(settle, 20));
    expect(preloads()).toEqual([]);
  });

  it("holds the page's chunk until `chunkAfter` settles, and reports the lead images (none when they cannot be known)", async () => {
    const preload = vi.fn(() => Promise.resolve());
    registerPrefetchRoutes([
      { ...catalogRoutes[0]!, page: { preload } as never, prefetchData: async (_, client) => client.setQueryData(getGetHomeQueryOptions().queryKey, { data: { banners: [{ image: '/hero.svg' }] } } as never) },
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

    registerPrefetchRoutes([{ ...catalogRoutes[0]!, page: { preload } as never, prefetchData: () => Promise.reject(new Error('offline')) }]);
    const failed = vi.fn();
    await prefetchAtStart('/', '', new QueryClient(), { onLeadImages: failed });
    const withQuery = vi.fn();
    await prefetchAtStart('/', '?page=2', new QueryClient(), { onLeadImages: withQuery });
    const unknown = vi.fn();
    await prefetchAtStart('/no-such-page', '', new QueryClient(), { onLeadImages: unknown });
    expect([failed.mock.calls, withQuery.mock.calls, unknown.mock.calls]).toEqual([[[[]]], [[[]]], [[[]]]]);
  });
});
