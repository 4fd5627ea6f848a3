import type { PageRoute } from '../../components/routing/page-route';

export const contentRoutes: PageRoute[] = [];
