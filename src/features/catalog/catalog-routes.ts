import type { ComponentType } from 'react';
import { lazyPage } from '../../components/routing/lazy-page';
import type { PageRoute } from '../../components/routing/page-route';
import { homeLeadImages, listingLeadImages, prefetchHome, prefetchListing, prefetchProduct, productLeadImages } from './catalog-queries';
import type { ShopScope } from './shop-filters';
import { isMobileScreen } from '../../lib/use-is-mobile';
import { FiltersPanel } from './filters-panel-part';

/**
 * A listing page's chunk and, on a screen wide enough for the side column, its filters panel's (a chunk of its
 * own since decision 035, drawn by the listing's first render): asked for together, where the panel used to wait
 * for the page's chunk to arrive and render (home → shop at 4× CPU went from ≈ 200 to ≈ 480 ms). A phone shows
 * the panel only in its drawer and never asks for it here.
 */
const listingPage = (load: () => Promise<{ default: ComponentType }>) =>
  lazyPage(() => {
    if (!isMobileScreen()) void FiltersPanel.preload().catch(() => undefined);
    return load();
  });

export const homePage = lazyPage(() => import('./home-page'));
export const shopPage = listingPage(() => import('./shop-page'));
export const productPage = lazyPage(() => import('./product-page'));
export const categoriesPage = lazyPage(() => import('./categories-page'));
export const categoryPage = listingPage(() => import('./category-page'));
export const brandsPage = lazyPage(() => import('./brands-page'));
export const brandPage = listingPage(() => import('./brand-page'));
export const tagPage = listingPage(() => import('./tag-page'));
export const searchPage = listingPage(() => import('./search-page'));

/** A listing page's data and lead images, for the scope its address names. */
const listingRoute = (path: string, page: PageRoute['page'], scopeOf: (slug: string) => ShopScope): PageRoute => ({
  path,
  page,
  prefetchData: ({ slug = '' }, client, search) => prefetchListing(scopeOf(slug), client, search),
  leadImages: ({ slug = '' }, client) => listingLeadImages(scopeOf(slug), client),
});

export const catalogRoutes: PageRoute[] = [
  { path: '/', page: homePage, prefetchData: (_, client) => prefetchHome(client), leadImages: (_, client) => homeLeadImages(client) },
  listingRoute('/shop', shopPage, () => ({ kind: 'shop' })),
  {
    path: '/products/:slug',
    page: productPage,
    prefetchData: ({ slug = '' }, client) => prefetchProduct(slug, client),
    leadImages: ({ slug = '' }, client) => productLeadImages(slug, client),
  },
  { path: '/categories', page: categoriesPage },
  listingRoute('/categories/:slug', categoryPage, (slug) => ({ kind: 'category', slug })),
  { path: '/brands', page: brandsPage },
  listingRoute('/brands/:slug', brandPage, (slug) => ({ kind: 'brand', slug })),
  { path: '/search', page: searchPage },
  listingRoute('/tags/:slug', tagPage, (slug) => ({ kind: 'tag', slug })),
];
