import { Button, CounterBadge, makeStyles } from '@fluentui/react-components';
import { CartRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { sessionStore } from '../session/session-store';

const useStyles = makeStyles({
  root: { position: 'relative', display: 'inline-flex' },
  badge: { position: 'absolute', top: '2px', insetInlineEnd: '2px', pointerEvents: 'none' },
});

/** The header's cart button with its item-count badge. Issue 4 opens the cart panel from it. */
export function HeaderCartButton() {
  const styles = useStyles();
  const intl = useIntl();
  const { user } = useSnapshot(sessionStore);
  const count = user?.totals.cartItems ?? 0;
  const label = intl.formatMessage({ id: 'header.cart', defaultMessage: 'Cart, {count, plural, =0 {empty} one {# item} other {# items}}' }, { count });
  return (
    <span className={styles.root}>
      <Button appearance="subtle" size="large" icon={<CartRegular />} aria-label={label} />
      {count > 0 && <CounterBadge className={styles.badge} count={count} size="small" aria-hidden />}
    </span>
  );
}
