import { lazyPage } from '../../components/routing/lazy-page';
import type { PageRoute } from '../../components/routing/page-route';

/** The compare list (customers). */
export const compareRoutes: PageRoute[] = [
  { path: '/compare-list', page: lazyPage(() => import('./compare-page')), access: 'customer' },
];
