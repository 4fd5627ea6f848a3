import {
  Button,
  Drawer,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { CartRegular } from '@fluentui/react-icons/svg/cart';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { useGetCart } from '../../api/generated/endpoints/cart/cart';
import { RetryNotice } from '../../components/error-screen/retry-notice';
import { formatPrice } from '../../i18n/format-price';
import { CartLine } from './cart-line';
import { cartPanelStore, closeCartPanel } from './cart-panel-store';
import { CloseButton } from '../../components/close-button/close-button';
import { contentWidth, glyph } from '../../lib/layout-tokens';

const useStyles = makeStyles({
  drawer: { width: contentWidth.drawer, maxWidth: '100vw' },
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  empty: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalM, paddingBlock: tokens.spacingVerticalXXXL, textAlign: 'center' },
  emptyIcon: { fontSize: glyph.large, color: tokens.colorNeutralForeground3 },
  footer: { display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: tokens.spacingVerticalS },
  subtotal: { display: 'flex', justifyContent: 'space-between', fontWeight: tokens.fontWeightBold, fontSize: tokens.fontSizeBase400 },
  amount: { unicodeBidi: 'isolate' },
  note: { color: tokens.colorNeutralForeground3 },
  buttons: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalS },
  center: { display: 'flex', justifyContent: 'center', paddingBlock: tokens.spacingVerticalXXL },
});

/**
 * The cart panel (spec section 2): from the inline end (right in English, left in Arabic), the lines with
 * their quantity controls, the subtotal, a note, and 'view cart' / 'go to checkout'.
 */
export default function CartPanel() {
  const styles = useStyles();
  const intl = useIntl();
  const { open } = useSnapshot(cartPanelStore);
  const [, navigate] = useLocation();
  const { data: cart, isPending, isError, refetch } = useGetCart(undefined, { query: { enabled: open, select: (body) => body.data.cart } });
  const go = (path: string) => {
    closeCartPanel();
    navigate(path);
  };
  const title = intl.formatMessage({ id: 'cart.panel.title', defaultMessage: 'Your cart' });
  return (
    <Drawer
      type="overlay"
      position="end" // inline end: Griffel flips it to the left in right-to-left
      open={open}
      onOpenChange={(_, data) => {
        if (!data.open) closeCartPanel();
      }}
      className={styles.drawer}
      aria-label={title}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <CloseButton onClick={closeCartPanel} />
          }
        >
          {title}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        {isPending && !cart ? (
          <div className={styles.center}>
            <Spinner label={intl.formatMessage({ id: 'common.loading', defaultMessage: 'Loading…' })} />
          </div>
        ) : !cart && isError ? (
          <RetryNotice message={intl.formatMessage({ id: 'cart.loadFailed', defaultMessage: 'We could not load your cart.' })} onRetry={refetch} />
        ) : !cart || cart.items.length === 0 ? (
          <div className={styles.empty}>
            <CartRegular className={styles.emptyIcon} aria-hidden />
            <Text weight="semibold">{intl.formatMessage({ id: 'cart.empty', defaultMessage: 'Your cart is empty' })}</Text>
            <Button appearance="primary" onClick={() => go('/shop')}>
              {intl.formatMessage({ id: 'cart.startShopping', defaultMessage: 'Start shopping' })}
            </Button>
          </div>
        ) : (
          <ul className={styles.list} aria-label={intl.formatMessage({ id: 'cart.lines', defaultMessage: 'Items in your cart' })}>
            {cart.items.map((item) => (
              <CartLine key={item.id} item={item} onNavigate={closeCartPanel} />
            ))}
          </ul>
        )}
      </DrawerBody>
      {cart && cart.items.length > 0 && (
        <DrawerFooter className={styles.footer}>
          <div className={styles.subtotal}>
            <span>{intl.formatMessage({ id: 'cart.subtotal', defaultMessage: 'Subtotal' })}</span>
            <span className={styles.amount} data-testid="cart-panel-subtotal">
              {formatPrice(cart.totals.subtotal)}
            </span>
          </div>
          <Text size={200} className={styles.note}>
            {intl.formatMessage({ id: 'cart.panel.note', defaultMessage: 'Shipping, coupons and wallet payments are worked out at checkout.' })}
          </Text>
          <div className={styles.buttons}>
            <Button appearance="outline" onClick={() => go('/cart')}>
              {intl.formatMessage({ id: 'cart.viewCart', defaultMessage: 'View cart' })}
            </Button>
            <Button appearance="primary" onClick={() => go('/checkout')}>
              {intl.formatMessage({ id: 'cart.goToCheckout', defaultMessage: 'Go to checkout' })}
            </Button>
          </div>
        </DrawerFooter>
      )}
    </Drawer>
  );
}
