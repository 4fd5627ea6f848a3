import { lazyPage } from '../../components/routing/lazy-page';
import type { PageRoute } from '../../components/routing/page-route';

export const checkoutRoutes: PageRoute[] = [
  { path: '/checkout', page: lazyPage(() => import('./checkout-page')), access: 'public' },
  { path: '/checkout/result', page: lazyPage(() => import('./payment-result-page')), access: 'public' },
];
