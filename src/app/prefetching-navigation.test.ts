import { QueryClient } from '@tanstack/react-query';
import { parse } from 'regexparam';
import { describe, expect, it, vi } from 'vitest';
import type { PageRoute } from '../components/routing/page-route';
import { registerPrefetchRoutes } from '../components/routing/route-prefetch';
import { prefetchingNavigation } from './prefetching-navigation';

const shopRoute = () => {
  const preload = vi.fn(() => Promise.resolve());
  const prefetchData = vi.fn(() => Promise.resolve());
  const route = { path: '/shop', page: Object.assign(() => null, { preload }), prefetchData } satisfies PageRoute;
  registerPrefetchRoutes([route]);
  return { preload, prefetchData };
};

const navigateVia = (to: string) => {
  const navigate = vi.fn();
  prefetchingNavigation(new QueryClient(), parse)(navigate, to, { replace: true });
  return navigate;
};

describe('prefetchingNavigation', () => {
  it('asks for the next page’s chunk and data together, then navigates', () => {
    const { preload, prefetchData } = shopRoute();
    const navigate = navigateVia('/ar/shop');
    expect(preload).toHaveBeenCalledOnce();
    expect(prefetchData).toHaveBeenCalledWith({}, expect.any(QueryClient), '');
    expect(navigate).toHaveBeenCalledWith('/ar/shop', { replace: true });
  });

  it('hands the address’s query to the data prefetch (a filter change asks for its results before the redraw)', () => {
    const { prefetchData } = shopRoute();
    navigateVia('/en/shop?brands=samsung#top');
    expect(prefetchData).toHaveBeenCalledWith({}, expect.any(QueryClient), 'brands=samsung');
  });

  it('prefetches nothing for an address outside the locales, and still navigates', () => {
    const { preload } = shopRoute();
    expect(navigateVia('/shop')).toHaveBeenCalledWith('/shop', { replace: true });
    expect(preload).not.toHaveBeenCalled();
  });
});
