import type { PageRoute } from '../components/routing/page-route';
import { registerPrefetchRoutes } from '../components/routing/route-prefetch';
import { accountRoutes } from '../features/account/account-routes';
import { authRoutes } from '../features/auth/auth-routes';
import { cartRoutes } from '../features/cart/cart-routes';
import { catalogRoutes } from '../features/catalog/catalog-routes';
import { checkoutRoutes } from '../features/checkout/checkout-routes';
import { compareRoutes } from '../features/compare/compare-routes';
import { contentRoutes } from '../features/content/content-routes';
import { wishlistRoutes } from '../features/wishlist/wishlist-routes';

/** The one route table: every page of every feature, each a lazy chunk. */
export const pageRoutes: PageRoute[] = [
  ...catalogRoutes,
  ...cartRoutes,
  ...checkoutRoutes,
  ...authRoutes,
  ...accountRoutes,
  ...wishlistRoutes,
  ...compareRoutes,
  ...contentRoutes,
];

// Links prefetch the page they lead to, and start-up the opened page, from this table.
registerPrefetchRoutes(pageRoutes);
