import { makeStyles, tokens } from '@fluentui/react-components';
import { lazy, Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { PageMetaHead } from '../../components/page-meta/page-meta';
import { MobileBottomBar } from './mobile-bottom-bar';
import { OfflineNotice } from './offline-notice';
import { ShellPartBoundary } from './shell-part-boundary';
import { SiteHeader } from './site-header';
import { useRoutePending } from './route-pending';
import { contentWidth } from '../../lib/layout-tokens';
import { useAfterIdle } from '../../lib/use-after-idle';
import { useComingIntoView } from '../../lib/use-coming-into-view';

// Below the fold on every page: the footer (links, contact, social icons) loads once the browser is idle after
// the page's first render (decision 028), not beside the page's own chunks and images, and once its place
// comes into view or the page is scrolled (decision 037): on a long page a shopper who never scrolls never loads it.
const SiteFooter = lazy(() => import('./site-footer').then((module) => ({ default: module.SiteFooter })));

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', minHeight: '100vh' },
  main: { flexGrow: 1, width: '100%', maxWidth: contentWidth.page, marginInline: 'auto', boxSizing: 'border-box' },
  fallbackHeader: {
    paddingBlock: tokens.spacingVerticalM,
    paddingInline: tokens.spacingHorizontalL,
    borderBlockEndWidth: tokens.strokeWidthThin,
    borderBlockEndStyle: 'solid',
    borderBlockEndColor: tokens.colorNeutralStroke2,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  fallbackHome: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightBold, color: tokens.colorBrandForeground1, textDecorationLine: 'none' },
  skip: {
    position: 'absolute',
    insetInlineStart: '-9999px', // px-intrinsic: off every screen until focused, not a design size
    ':focus': { insetInlineStart: tokens.spacingHorizontalS, top: tokens.spacingVerticalS, zIndex: 100 },
  },
});

/** Stands in for a header that failed: the shop's name, home. */
function FallbackHeader() {
  const styles = useStyles();
  const intl = useIntl();
  return (
    <header className={styles.fallbackHeader}>
      <Link href="/" className={styles.fallbackHome}>
        {intl.formatMessage({ id: 'app.name', defaultMessage: 'Nile Tech & Nutrition' })}
      </Link>
    </header>
  );
}

/** The frame every page lives in: header, main, offline notice, footer, the mobile bottom bar and the page meta. */
export function AppLayout({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const intl = useIntl();
  const [location] = useLocation();
  // Not drawn while the page's chunk is on its way (main is empty then): see route-pending.ts.
  const routePending = useRoutePending();
  const idle = useAfterIdle();
  const [watchFooterPlace, footerComing] = useComingIntoView<HTMLDivElement>();
  return (
    <div className={styles.root}>
      <ShellPartBoundary part="page meta" resetKey={location}>
        <PageMetaHead />
      </ShellPartBoundary>
      <a href="#main" className={styles.skip}>
        {intl.formatMessage({ id: 'layout.skipToContent', defaultMessage: 'Skip to content' })}
      </a>
      <ShellPartBoundary part="header" resetKey={location} fallback={<FallbackHeader />}>
        <SiteHeader />
      </ShellPartBoundary>
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <ShellPartBoundary part="offline notice" resetKey={location}>
        <OfflineNotice />
      </ShellPartBoundary>
      <ShellPartBoundary part="footer" resetKey={location}>
        {!routePending && idle && footerComing ? (
          <Suspense fallback={null}>
            <SiteFooter />
          </Suspense>
        ) : (
          // Where the footer will be: an empty box, watched for coming into view.
          <div ref={watchFooterPlace} />
        )}
      </ShellPartBoundary>
      <ShellPartBoundary part="bottom bar" resetKey={location}>
        <MobileBottomBar />
      </ShellPartBoundary>
    </div>
  );
}
