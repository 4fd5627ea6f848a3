import { Skeleton, SkeletonItem, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { ROUTER_PENDING_DISPLAY_MS } from '../../lib/constants';
import { pendingGate } from '../routing/pending-gate';
import { autoGrid, contentWidth, gridTrack, placeholderHeight } from '../../lib/layout-tokens';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXL, maxWidth: contentWidth.page, marginInline: 'auto', width: '100%', boxSizing: 'border-box' },
  grid: { display: 'grid', gap: tokens.spacingHorizontalL, gridTemplateColumns: autoGrid(gridTrack.skeletonCard) },
  card: { height: placeholderHeight.pageCard },
  heading: { width: '40%' },
});

/**
 * The page skeleton while a route chunk loads; shown only after ROUTER_PENDING_DISPLAY_MS so fast loads never
 * flash, and once shown it stays at least ROUTER_PENDING_MIN_MS (the lazy page waits on `pendingGate`).
 */
export function PagePending() {
  const styles = useStyles();
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      pendingGate.shown();
      setVisible(true);
    }, ROUTER_PENDING_DISPLAY_MS);
    return () => {
      window.clearTimeout(timer);
      pendingGate.hidden();
    };
  }, []);
  if (!visible) return null;
  return (
    <Skeleton className={styles.root} role="progressbar" aria-busy="true" aria-label={intl.formatMessage({ id: 'common.loading', defaultMessage: 'Loading…' })}>
      <SkeletonItem size={32} className={styles.heading} />
      <div className={styles.grid}>
        {Array.from({ length: 8 }, (_, index) => (
          <SkeletonItem key={index} className={styles.card} shape="rectangle" />
        ))}
      </div>
    </Skeleton>
  );
}
