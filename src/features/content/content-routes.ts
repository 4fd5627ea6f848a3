import { lazyPage } from '../../components/routing/lazy-page';
import type { PageRoute } from '../../components/routing/page-route';

const legalPage = lazyPage(() => import('./legal-page'));
const errorPage = lazyPage(() => import('./error-page'));

/** Information pages (contact, FAQ, legal sections) and the error screens that have an address of their own. */
export const contentRoutes: PageRoute[] = [
  { path: '/contact-us', page: lazyPage(() => import('./contact-page')), access: 'public' },
  { path: '/faq', page: lazyPage(() => import('./faq-page')), access: 'public' },
  { path: '/terms-and-conditions', page: legalPage, access: 'public' },
  { path: '/privacy-policy', page: legalPage, access: 'public' },
  { path: '/returns-and-refunds', page: legalPage, access: 'public' },
  { path: '/shipping-and-delivery', page: legalPage, access: 'public' },
  { path: '/trade-in-program', page: legalPage, access: 'public' },
  { path: '/forbidden', page: errorPage, access: 'public' },
  { path: '/server-error', page: errorPage, access: 'public' },
  { path: '/error', page: errorPage, access: 'public' },
  { path: '/offline', page: errorPage, access: 'public' },
];
