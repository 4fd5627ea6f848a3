import {
  Button,
  Card,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Spinner,
  Text,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { CartRegular } from '@fluentui/react-icons/svg/cart';
import { DeleteRegular } from '@fluentui/react-icons/svg/delete';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { useClearCart, useGetCart } from '../../api/generated/endpoints/cart/cart';
import { Breadcrumbs } from '../../components/breadcrumbs/breadcrumbs';
import { QueryErrorScreen } from '../../components/error-screen/query-error-screen';
import { usePageLayoutStyles } from '../../components/page-layout/page-layout-styles';
import { recentlyViewed } from '../../session/recently-viewed';
import { sessionStore } from '../../session/session-store';
import { usePageMeta } from '../../components/page-meta/page-meta';
import { CartLine } from './cart-line';
import { CartSummary } from './cart-summary';
import { CouponForm } from './coupon-form';
import { WalletAmountForm } from './wallet-amount-form';
import { glyph } from '../../lib/layout-tokens';

const useStyles = makeStyles({
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  empty: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalM, paddingBlock: `calc(2 * ${tokens.spacingVerticalXXXL})`, textAlign: 'center' },
  emptyIcon: { fontSize: glyph.xxLarge, color: tokens.colorNeutralForeground3 },
});

/** /{locale}/cart: the lines with totals and discounts, coupon, wallet, order summary, clear cart. */
export default function CartPage() {
  const styles = useStyles();
  const layout = usePageLayoutStyles();
  const intl = useIntl();
  const [, navigate] = useLocation();
  const { role } = useSnapshot(sessionStore);
  const isCustomer = role === 'customer';
  const query = useGetCart(isCustomer ? { 'with[]': ['wallet'] } : undefined, { query: { enabled: role !== null } });
  // Clear cart is the shopper's clear-all: the products this device remembers viewing go with it (issue 13).
  const clear = useClearCart({ mutation: { onSuccess: () => recentlyViewed.clear() } });
  const title = intl.formatMessage({ id: 'cart.page.title', defaultMessage: 'Shopping cart' });
  usePageMeta({ heading: title });

  if (query.isError) return <QueryErrorScreen error={query.error} onRetry={query.refetch} headingLevel={1} />;
  const data = query.data?.data;
  if (!data) {
    return (
      <div className={layout.centered}>
        <Spinner label={intl.formatMessage({ id: 'common.loading', defaultMessage: 'Loading…' })} />
      </div>
    );
  }
  const { cart } = data;

  if (cart.items.length === 0) {
    return (
      <div className={layout.page}>
        <Breadcrumbs items={[{ label: title }]} />
        <Title2 as="h1">{title}</Title2>
        <div className={styles.empty}>
          <CartRegular className={styles.emptyIcon} aria-hidden />
          <Text size={500} weight="semibold">
            {intl.formatMessage({ id: 'cart.empty', defaultMessage: 'Your cart is empty' })}
          </Text>
          <Text>{intl.formatMessage({ id: 'cart.empty.hint', defaultMessage: 'Browse the shop and add what you like.' })}</Text>
          <Button appearance="primary" onClick={() => navigate('/shop')}>
            {intl.formatMessage({ id: 'cart.startShopping', defaultMessage: 'Start shopping' })}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className={layout.page}>
      <Breadcrumbs items={[{ label: title }]} />
      <div className={styles.head}>
        <Title2 as="h1">{title}</Title2>
        <Dialog>
          <DialogTrigger disableButtonEnhancement>
            <Button appearance="subtle" icon={<DeleteRegular />} disabled={clear.isPending}>
              {intl.formatMessage({ id: 'cart.clear', defaultMessage: 'Clear cart' })}
            </Button>
          </DialogTrigger>
          <DialogSurface>
            <DialogBody>
              <DialogTitle>{intl.formatMessage({ id: 'cart.clear.title', defaultMessage: 'Empty your cart?' })}</DialogTitle>
              <DialogContent>
                {intl.formatMessage({ id: 'cart.clear.body', defaultMessage: 'Every item, the coupon and the wallet amount will be removed, and this device forgets the products you viewed.' })}
              </DialogContent>
              <DialogActions>
                <DialogTrigger disableButtonEnhancement>
                  <Button appearance="secondary">{intl.formatMessage({ id: 'common.cancel', defaultMessage: 'Cancel' })}</Button>
                </DialogTrigger>
                <DialogTrigger disableButtonEnhancement>
                  <Button appearance="primary" onClick={() => clear.mutate()}>
                    {intl.formatMessage({ id: 'cart.clear.confirm', defaultMessage: 'Empty cart' })}
                  </Button>
                </DialogTrigger>
              </DialogActions>
            </DialogBody>
          </DialogSurface>
        </Dialog>
      </div>
      <div className={layout.columns}>
        <ul className={layout.list} aria-label={intl.formatMessage({ id: 'cart.lines', defaultMessage: 'Items in your cart' })}>
          {cart.items.map((item) => (
            <CartLine key={item.id} item={item} variant="full" />
          ))}
        </ul>
        <aside className={layout.summary}>
          <Card className={layout.card}>
            <CouponForm cart={cart} />
          </Card>
          <Card className={layout.card}>
            <WalletAmountForm cart={cart} wallet={data.wallet} isCustomer={isCustomer} loginRedirect={`/${intl.locale}/cart`} />
          </Card>
          <Card className={layout.card}>
            <CartSummary cart={cart} />
            <Button appearance="primary" size="large" onClick={() => navigate('/checkout')}>
              {intl.formatMessage({ id: 'cart.goToCheckout', defaultMessage: 'Go to checkout' })}
            </Button>
          </Card>
        </aside>
      </div>
    </div>
  );
}
