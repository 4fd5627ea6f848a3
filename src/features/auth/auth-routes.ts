import { lazyPage } from '../../components/routing/lazy-page';
import type { PageRoute } from '../../components/routing/page-route';

/** Sign-in flows (guests) and logout (anyone). */
export const authRoutes: PageRoute[] = [
  { path: '/login', page: lazyPage(() => import('./login-page')), access: 'guest' },
  { path: '/register', page: lazyPage(() => import('./register-page')), access: 'guest' },
  { path: '/forget-password', page: lazyPage(() => import('./forget-password-page')), access: 'guest' },
  { path: '/reset-password', page: lazyPage(() => import('./reset-password-page')), access: 'guest' },
  { path: '/logout', page: lazyPage(() => import('./logout-page')), access: 'public' },
];
