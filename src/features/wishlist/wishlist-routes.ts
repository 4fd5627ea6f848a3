import { lazyPage } from '../../components/routing/lazy-page';
import type { PageRoute } from '../../components/routing/page-route';

/** The wishlist page, inside the profile area (customers). */
export const wishlistRoutes: PageRoute[] = [
  { path: '/profile/wishlist', page: lazyPage(() => import('./wishlist-page')), access: 'customer' },
];
