import { lazyPage } from '../../components/routing/lazy-page';
import type { PageRoute } from '../../components/routing/page-route';

export const homePage = lazyPage(() => import('./home-page'));

export const catalogRoutes: PageRoute[] = [{ path: '/', page: homePage }];
