import { Button, makeStyles } from '@fluentui/react-components';
import { useDeferredValue } from 'react';
import { CartRegular } from '@fluentui/react-icons/svg/cart';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { sessionStore } from '../../session/session-store';
import { LazyPanelBoundary } from '../../components/routing/lazy-panel-boundary';
import { lazyPart } from '../../components/routing/lazy-part';
import { cartPanelStore, openCartPanel, unmountCartPanel } from './cart-panel-store';
import { CountBadge } from '../../components/pill/count-badge';

const useStyles = makeStyles({
  root: { position: 'relative', display: 'inline-flex' },
});

const CartPanel = lazyPart(() => import('./cart-panel'));
/** Through the part, so it knows its chunk is in and draws it without suspending (lazyPart). */
const preloadCartPanel = () => void CartPanel.preload();

/**
 * The cart panel, loaded the first time it opens and kept mounted after (so it animates closed). Mounted a render
 * later than the tap (`useDeferredValue`): the tap's own frame is painted first, the panel's chunk and first render in
 * the frames after (decision 063); its styles are in the lead stylesheet (decision 066).
 */
export function CartPanelHost() {
  const mounted = useDeferredValue(useSnapshot(cartPanelStore).mounted);
  if (!mounted) return null;
  return (
    <LazyPanelBoundary part={CartPanel} onFailed={unmountCartPanel}>
      <CartPanel />
    </LazyPanelBoundary>
  );
}

/** The header's cart button with its item-count badge; it opens the cart panel (which it also hosts). */
export function HeaderCartButton() {
  const styles = useStyles();
  const intl = useIntl();
  const { user } = useSnapshot(sessionStore);
  const count = user?.totals.cartItems ?? 0;
  const label = intl.formatMessage({ id: 'header.cart', defaultMessage: 'Cart, {count, plural, =0 {empty} one {# item} other {# items}}' }, { count });
  return (
    <span className={styles.root}>
      <Button
        appearance="subtle"
        size="large"
        icon={<CartRegular />}
        aria-label={label}
        aria-haspopup="dialog"
        onClick={openCartPanel}
        onMouseEnter={preloadCartPanel}
        onFocus={preloadCartPanel}
      />
      <CountBadge count={count} />
      <CartPanelHost />
    </span>
  );
}
