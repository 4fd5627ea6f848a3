import { makeStyles } from '@fluentui/react-components';
import { lazy, Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PageMetaHead } from '../../components/page-meta/page-meta';
import { MobileBottomBar } from './mobile-bottom-bar';
import { OfflineNotice } from './offline-notice';
import { SiteHeader } from './site-header';

// Below the fold on every page: the footer (links, contact, social icons) loads after first paint.
const SiteFooter = lazy(() => import('./site-footer').then((module) => ({ default: module.SiteFooter })));

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', minHeight: '100vh' },
  main: { flexGrow: 1, width: '100%', maxWidth: '1280px', marginInline: 'auto', boxSizing: 'border-box' },
  skip: {
    position: 'absolute',
    insetInlineStart: '-9999px',
    ':focus': { insetInlineStart: '8px', top: '8px', zIndex: 100 },
  },
});

/** The frame every page lives in: header, main, offline notice, footer, the mobile bottom bar and the page meta. */
export function AppLayout({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const intl = useIntl();
  return (
    <div className={styles.root}>
      <PageMetaHead />
      <a href="#main" className={styles.skip}>
        {intl.formatMessage({ id: 'layout.skipToContent', defaultMessage: 'Skip to content' })}
      </a>
      <SiteHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <OfflineNotice />
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
      <MobileBottomBar />
    </div>
  );
}
