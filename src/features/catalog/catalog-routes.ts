import { lazyPage } from '../../components/routing/lazy-page';
import type { PageRoute } from '../../components/routing/page-route';
import { prefetchHome, prefetchListing, prefetchProduct } from './catalog-queries';

export const homePage = lazyPage(() => import('./home-page'));
export const shopPage = lazyPage(() => import('./shop-page'));
export const productPage = lazyPage(() => import('./product-page'));
export const categoriesPage = lazyPage(() => import('./categories-page'));
export const categoryPage = lazyPage(() => import('./category-page'));
export const brandsPage = lazyPage(() => import('./brands-page'));
export const brandPage = lazyPage(() => import('./brand-page'));
export const tagPage = lazyPage(() => import('./tag-page'));
export const searchPage = lazyPage(() => import('./search-page'));

export const catalogRoutes: PageRoute[] = [
  { path: '/', page: homePage, prefetchData: (_, client) => prefetchHome(client) },
  { path: '/shop', page: shopPage, prefetchData: (_, client) => prefetchListing({ kind: 'shop' }, client) },
  { path: '/products/:slug', page: productPage, prefetchData: ({ slug = '' }, client) => prefetchProduct(slug, client) },
  { path: '/categories', page: categoriesPage },
  { path: '/categories/:slug', page: categoryPage, prefetchData: ({ slug = '' }, client) => prefetchListing({ kind: 'category', slug }, client) },
  { path: '/brands', page: brandsPage },
  { path: '/brands/:slug', page: brandPage, prefetchData: ({ slug = '' }, client) => prefetchListing({ kind: 'brand', slug }, client) },
  { path: '/search', page: searchPage },
  { path: '/tags/:slug', page: tagPage, prefetchData: ({ slug = '' }, client) => prefetchListing({ kind: 'tag', slug }, client) },
];
