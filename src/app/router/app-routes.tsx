import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Redirect, Route, Router, Switch, useLocation, useRouter } from 'wouter';
import { useSnapshot } from 'valtio';
import { useIntl } from 'react-intl';
import { ErrorScreen, errorScreenTitle } from '../../components/error-screen/error-screen';
import { usePageMeta } from '../../components/page-meta/page-meta';
import { PagePending } from '../../components/skeletons/page-pending';
import { localeStore } from '../../i18n/locale-store';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../i18n/locales';
import { notFoundStore } from '../not-found-store';
import { RouteErrorBoundary } from '../route-error-boundary';
import { AppLayout } from '../shell/app-layout';
import { RoutePendingMark } from '../shell/route-pending';
import { prefetchingNavigation, routes } from './navigation';
import { usePageArrivals } from './page-arrivals';
import { PageLoadBoundary } from './page-load-boundary';
import { RouteGuard } from './route-guard';

/** Where an address without a supported locale goes: the current locale plus the requested address. */
export const localeRedirectTarget = (location: string, current: Locale) =>
  location === '/' ? `/${DEFAULT_LOCALE}/` : `/${current}${location}`;

/** An unknown address ('Not Found') or a record the API does not have ('Page not found'), also as the tab's title. */
function NotFoundPage({ kind }: { kind: 'notFound' | 'unmatched' }) {
  const intl = useIntl();
  usePageMeta({ heading: intl.formatMessage(errorScreenTitle(kind)) });
  return <ErrorScreen kind={kind} />;
}

function LocalizedPages() {
  // A page whose chunk arrives is drawn in one task, not in a transition's slices (page-arrivals.ts).
  usePageArrivals();
  const notFound = useSnapshot(notFoundStore);
  const [location] = useLocation();
  const apiSaidNotFound = notFound.path !== null && notFound.path === window.location.pathname;
  return (
    // The outer boundary catches what the shell's own part boundaries cannot (the layout itself).
    <RouteErrorBoundary resetKey={location}>
      <AppLayout>
        <RouteErrorBoundary resetKey={location}>
          <Suspense
            fallback={
              <>
                <RoutePendingMark />
                <PagePending />
              </>
            }
          >
            {apiSaidNotFound ? (
              <NotFoundPage kind="notFound" />
            ) : (
              <Switch>
                {routes.map(({ path, chunk: Page, access }) => (
                  <Route key={path} path={path}>
                    <RouteGuard access={access}>
                      <PageLoadBoundary page={Page}>
                        <Page />
                      </PageLoadBoundary>
                    </RouteGuard>
                  </Route>
                ))}
                <Route>
                  <NotFoundPage kind="unmatched" />
                </Route>
              </Switch>
            )}
          </Suspense>
        </RouteErrorBoundary>
      </AppLayout>
    </RouteErrorBoundary>
  );
}

/** `/` → `/en/`; an unsupported locale → current locale + the address; everything else under /{locale}. */
export function AppRoutes({ locale }: { locale: Locale }) {
  const [location] = useLocation();
  const queryClient = useQueryClient();
  const { parser } = useRouter();
  // One handler for the app's lifetime: a new one would make every link and route render again.
  const [aroundNav] = useState(() => prefetchingNavigation(queryClient, parser));
  const first = location.split('/')[1];
  if (!isLocale(first)) return <Redirect to={localeRedirectTarget(location, localeStore.locale)} replace />;
  if (first !== locale) {
    // The page was loaded for the other language: reload so messages, direction and data all switch.
    window.location.assign(location);
    return null;
  }
  return (
    <Router aroundNav={aroundNav}>
      <Route path="/:locale" nest>
        <LocalizedPages />
      </Route>
    </Router>
  );
}
