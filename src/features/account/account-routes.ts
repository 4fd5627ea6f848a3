import { lazyPage } from '../../components/routing/lazy-page';
import type { PageRoute } from '../../components/routing/page-route';

/** The profile area (customers) and order lookup (anyone). */
export const accountRoutes: PageRoute[] = [
  { path: '/track-order', page: lazyPage(() => import('./track-order-page')), access: 'public' },
  { path: '/profile', page: lazyPage(() => import('./profile-page')), access: 'customer' },
  { path: '/profile/change-password', page: lazyPage(() => import('./change-password-page')), access: 'customer' },
  { path: '/profile/addresses', page: lazyPage(() => import('./addresses-page')), access: 'customer' },
  { path: '/profile/my-wallet', page: lazyPage(() => import('./wallet-page')), access: 'customer' },
  { path: '/profile/orders', page: lazyPage(() => import('./orders-page')), access: 'customer' },
  { path: '/profile/orders/:id', page: lazyPage(() => import('./order-detail-page')), access: 'customer' },
  { path: '/profile/orders/:id/track', page: lazyPage(() => import('./order-tracking-page')), access: 'customer' },
];
