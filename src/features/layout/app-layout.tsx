import { makeStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { OfflineNotice } from './offline-notice';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', minHeight: '100vh' },
  main: { flexGrow: 1, width: '100%', maxWidth: '1280px', marginInline: 'auto', boxSizing: 'border-box' },
  skip: {
    position: 'absolute',
    insetInlineStart: '-9999px',
    ':focus': { insetInlineStart: '8px', top: '8px', zIndex: 100 },
  },
});

/** The frame every page lives in. */
export function AppLayout({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const intl = useIntl();
  return (
    <div className={styles.root}>
      <a href="#main" className={styles.skip}>
        {intl.formatMessage({ id: 'layout.skipToContent', defaultMessage: 'Skip to content' })}
      </a>
      <SiteHeader />
      <main id="main" className={styles.main}>
        {children}
      </main>
      <OfflineNotice />
      <SiteFooter />
    </div>
  );
}
