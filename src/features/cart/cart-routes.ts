import type { PageRoute } from '../../components/routing/page-route';

export const cartRoutes: PageRoute[] = [];
