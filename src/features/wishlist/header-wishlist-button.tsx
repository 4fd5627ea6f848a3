import { Button, makeStyles } from '@fluentui/react-components';
import { HeartRegular } from '@fluentui/react-icons/svg/heart';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { MOBILE_BREAKPOINT_PX } from '../../lib/constants';
import { sessionStore } from '../../session/session-store';
import { LazyPanelBoundary } from '../../components/routing/lazy-panel-boundary';
import { lazyPart } from '../../components/routing/lazy-part';
import { closeWishlistPanel, openWishlistPanel, wishlistPanelStore } from './wishlist-panel-store';
import { CountBadge } from '../../components/pill/count-badge';

const WishlistPanel = lazyPart(() => import('./wishlist-panel'));

const useStyles = makeStyles({
  root: { position: 'relative', display: 'inline-flex' },
});

/** The header's wishlist button with its count: opens the side panel (desktop), the page on mobile, login for a guest. */
export function HeaderWishlistButton() {
  const styles = useStyles();
  const intl = useIntl();
  const { user, role } = useSnapshot(sessionStore);
  const { open } = useSnapshot(wishlistPanelStore);
  const [, navigate] = useLocation();
  const count = role === 'customer' ? (user?.totals.wishlistItems ?? 0) : 0;
  const label = intl.formatMessage({ id: 'header.wishlist', defaultMessage: 'Wishlist, {count, plural, =0 {empty} one {# item} other {# items}}' }, { count });
  const onClick = () => {
    if (role !== 'customer') navigate(`/login?redirect=${encodeURIComponent(`/${intl.locale}/profile/wishlist`)}`);
    else if (window.innerWidth < MOBILE_BREAKPOINT_PX) navigate('/profile/wishlist');
    else openWishlistPanel();
  };
  return (
    <span className={styles.root}>
      <Button appearance="subtle" size="large" icon={<HeartRegular />} aria-label={label} onClick={onClick} />
      <CountBadge count={count} />
      {open && (
        <LazyPanelBoundary part={WishlistPanel} onFailed={closeWishlistPanel}>
          <WishlistPanel />
        </LazyPanelBoundary>
      )}
    </span>
  );
}
