import { lazyPage } from '../../components/routing/lazy-page';
import type { PageRoute } from '../../components/routing/page-route';

/** Sign-in flows (guests), the profile area and compare list (customers), logout and order lookup (anyone). */
export const accountRoutes: PageRoute[] = [
  { path: '/login', page: lazyPage(() => import('../session/login-page')), access: 'guest' },
  { path: '/register', page: lazyPage(() => import('../session/register-page')), access: 'guest' },
  { path: '/forget-password', page: lazyPage(() => import('../session/forget-password-page')), access: 'guest' },
  { path: '/reset-password', page: lazyPage(() => import('../session/reset-password-page')), access: 'guest' },
  { path: '/logout', page: lazyPage(() => import('../session/logout-page')), access: 'public' },
  { path: '/track-order', page: lazyPage(() => import('./track-order-page')), access: 'public' },
  { path: '/compare-list', page: lazyPage(() => import('../compare/compare-page')), access: 'customer' },
  { path: '/profile', page: lazyPage(() => import('./profile-page')), access: 'customer' },
  { path: '/profile/change-password', page: lazyPage(() => import('./change-password-page')), access: 'customer' },
  { path: '/profile/addresses', page: lazyPage(() => import('./addresses-page')), access: 'customer' },
  { path: '/profile/wishlist', page: lazyPage(() => import('../wishlist/wishlist-page')), access: 'customer' },
  { path: '/profile/my-wallet', page: lazyPage(() => import('./wallet-page')), access: 'customer' },
  { path: '/profile/orders', page: lazyPage(() => import('./orders-page')), access: 'customer' },
  { path: '/profile/orders/:id', page: lazyPage(() => import('./order-detail-page')), access: 'customer' },
  { path: '/profile/orders/:id/track', page: lazyPage(() => import('./order-tracking-page')), access: 'customer' },
];
