import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface PageRoute {
  /** Path under /{locale}. */
  path: string;
  page: LazyExoticComponent<ComponentType>;
}

/** Every page is its own lazy chunk. Later features add their pages here. */
export const pageRoutes: PageRoute[] = [{ path: '/', page: lazy(() => import('../features/catalog/home-page')) }];
