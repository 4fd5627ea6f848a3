import type { PageRoute } from '../../components/routing/page-route';

export const accountRoutes: PageRoute[] = [];
