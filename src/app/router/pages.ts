import { homeLeadImages, listingLeadImages, prefetchHome, prefetchProduct, productLeadImages } from '../../features/catalog/catalog-queries';
import { preloadFiltersPanel } from '../../features/catalog/filters-panel-part';
import { prefetchListing, type ShopScope } from '../../features/catalog/shop-filters';
import type { PageDeclaration, SourceModule } from './page-declaration';
import { leadPages } from './page-speed';

/** A listing page (the shop, a category, brand or tag, search results): its data and lead pictures for the scope its address names. */
const listing = (path: string, page: SourceModule, scopeOf: (slug: string) => ShopScope, more: Partial<PageDeclaration> = {}): PageDeclaration => ({
  path,
  page,
  loader: ({ slug = '' }, client, search) => prefetchListing(scopeOf(slug), client, search),
  leadImages: ({ slug = '' }, client) => listingLeadImages(scopeOf(slug), client),
  // On a screen wide enough for the side column, the filters panel's chunk comes with the page's (decision 032).
  preloadParts: preloadFiltersPanel,
  ...more,
});

/**
 * Every page, one declaration each: the router draws them (`app-routes.tsx`), links, navigations and start-up ask for
 * their chunk and data from here (`navigation.ts`, `start-preload.ts`), and the build reads which are lead pages and
 * what they load before the shopper acts (`page-speed.ts`, `build/vite-build-output.ts`). A page's module is named by its path under
 * `src/`; `page-chunks.ts` turns it into the page's chunk.
 */
export const pages: readonly PageDeclaration[] = [
  {
    path: '/',
    page: leadPages.home.page,
    lead: 'home',
    loader: (_, client) => prefetchHome(client),
    leadImages: (_, client) => homeLeadImages(client),
  },
  listing('/shop', leadPages.shop.page, () => ({ kind: 'shop' }), { lead: 'shop' }),
  {
    path: '/products/:slug',
    page: leadPages.product.page,
    lead: 'product',
    loader: ({ slug = '' }, client) => prefetchProduct(slug, client),
    leadImages: ({ slug = '' }, client) => productLeadImages(slug, client),
  },
  { path: '/categories', page: 'features/catalog/categories-page.tsx' },
  listing('/categories/:slug', 'features/catalog/category-page.tsx', (slug) => ({ kind: 'category', slug })),
  { path: '/brands', page: 'features/catalog/brands-page.tsx' },
  listing('/brands/:slug', 'features/catalog/brand-page.tsx', (slug) => ({ kind: 'brand', slug })),
  // Its data depends on the words searched (`q`), which the page reads itself.
  { path: '/search', page: 'features/catalog/search-page.tsx', preloadParts: preloadFiltersPanel },
  listing('/tags/:slug', 'features/catalog/tag-page.tsx', (slug) => ({ kind: 'tag', slug })),
  { path: '/cart', page: 'features/cart/cart-page.tsx', access: 'public' },
  { path: '/checkout', page: 'features/checkout/checkout-page.tsx', access: 'public' },
  { path: '/checkout/result', page: 'features/checkout/payment-result-page.tsx', access: 'public' },
  // Sign-in flows (guests) and logout (anyone).
  { path: '/login', page: 'features/auth/login-page.tsx', access: 'guest' },
  { path: '/register', page: 'features/auth/register-page.tsx', access: 'guest' },
  { path: '/forget-password', page: 'features/auth/forget-password-page.tsx', access: 'guest' },
  { path: '/reset-password', page: 'features/auth/reset-password-page.tsx', access: 'guest' },
  { path: '/logout', page: 'features/auth/logout-page.tsx', access: 'public' },
  // The profile area (customers) and order lookup (anyone).
  { path: '/track-order', page: 'features/account/track-order-page.tsx', access: 'public' },
  { path: '/profile', page: 'features/account/profile-page.tsx', access: 'customer' },
  { path: '/profile/change-password', page: 'features/account/change-password-page.tsx', access: 'customer' },
  { path: '/profile/addresses', page: 'features/account/addresses-page.tsx', access: 'customer' },
  { path: '/profile/my-wallet', page: 'features/account/wallet-page.tsx', access: 'customer' },
  { path: '/profile/orders', page: 'features/account/orders-page.tsx', access: 'customer' },
  { path: '/profile/orders/:id', page: 'features/account/order-detail-page.tsx', access: 'customer' },
  { path: '/profile/orders/:id/track', page: 'features/account/order-tracking-page.tsx', access: 'customer' },
  { path: '/profile/wishlist', page: 'features/wishlist/wishlist-page.tsx', access: 'customer' },
  { path: '/compare-list', page: 'features/compare/compare-page.tsx', access: 'customer' },
  // Information pages and the error screens that have an address of their own.
  { path: '/contact-us', page: 'features/content/contact-page.tsx', access: 'public' },
  { path: '/faq', page: 'features/content/faq-page.tsx', access: 'public' },
  { path: '/terms-and-conditions', page: 'features/content/legal-page.tsx', access: 'public' },
  { path: '/privacy-policy', page: 'features/content/legal-page.tsx', access: 'public' },
  { path: '/returns-and-refunds', page: 'features/content/legal-page.tsx', access: 'public' },
  { path: '/shipping-and-delivery', page: 'features/content/legal-page.tsx', access: 'public' },
  { path: '/trade-in-program', page: 'features/content/legal-page.tsx', access: 'public' },
  { path: '/forbidden', page: 'features/content/error-page.tsx', access: 'public' },
  { path: '/server-error', page: 'features/content/error-page.tsx', access: 'public' },
  { path: '/error', page: 'features/content/error-page.tsx', access: 'public' },
  { path: '/offline', page: 'features/content/error-page.tsx', access: 'public' },
];
