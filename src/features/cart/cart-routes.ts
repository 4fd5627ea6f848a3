import { lazyPage } from '../../components/routing/lazy-page';
import type { PageRoute } from '../../components/routing/page-route';

export const cartRoutes: PageRoute[] = [{ path: '/cart', page: lazyPage(() => import('./cart-page')), access: 'public' }];
