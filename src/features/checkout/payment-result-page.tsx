import { Button, Card, Text, Title2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular, DismissCircleRegular, WarningRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useLocation, useSearchParams } from 'wouter';
import { useGetOrder, useTrackOrder } from '../../api/generated/endpoints/orders/orders';
import type { PaymentResult, PaymentStatus } from '../../api/generated/model';
import { isApiError } from '../../api/http/api-error';
import { ErrorScreen } from '../../components/error-screen/error-screen';
import { QueryErrorScreen } from '../../components/error-screen/query-error-screen';
import { PagePending } from '../../components/skeletons/page-pending';
import { sessionStore } from '../../session/session-store';
import { Breadcrumbs } from '../../components/breadcrumbs/breadcrumbs';
import { usePageMeta } from '../../components/page-meta/page-meta';
import { contentWidth, glyph } from '../../lib/layout-tokens';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalL },
  crumbs: { maxWidth: contentWidth.messageCard, width: '100%' },
  card: { maxWidth: contentWidth.messageCard, width: '100%', alignItems: 'center', textAlign: 'center', gap: tokens.spacingVerticalM, paddingBlock: tokens.spacingVerticalXXL },
  icon: { fontSize: glyph.huge },
  successful: { color: tokens.colorPaletteGreenForeground1 },
  failed: { color: tokens.colorPaletteRedForeground1 },
  warning: { color: tokens.colorPaletteMarigoldForeground1 },
  number: { fontWeight: tokens.fontWeightBold, fontSize: tokens.fontSizeBase500, unicodeBidi: 'isolate', letterSpacing: '0.04em' },
  next: { textAlign: 'start', margin: 0, paddingInlineStart: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', justifyContent: 'center' },
});

/** The order the result page shows, as the API tells it (never as the address claims it). */
interface ResultOrder {
  number: string;
  paymentStatus: PaymentStatus;
  /** Where "View your order" / "Track your order" goes, relative to /{locale}. */
  href: string;
  isGuest: boolean;
}

/** `id` must be a whole positive number (`javascript:alert(1)`, `NaN`, `-3`, `1e3` are not). */
export const orderIdFrom = (value: string | null): number | undefined => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined);

/**
 * The outcome shown: a failed payment is what the order says (payment status Failed), whatever the address
 * claims; among placed orders, the address may only pick "under review" (warning) over "successful".
 */
export const shownResult = (claimed: string | null, paymentStatus: PaymentStatus): PaymentResult => {
  if (paymentStatus === 'Failed') return 'failed';
  return claimed === 'warning' && paymentStatus === 'Pending' ? 'warning' : 'successful';
};

/** A customer's order by its id (GET /orders/{id}); a guest's by its number (public tracking). */
function useResultOrder(params: URLSearchParams) {
  const { role } = useSnapshot(sessionStore);
  const isCustomer = role === 'customer';
  const orderId = orderIdFrom(params.get('id'));
  const orderNumber = (params.get('order') ?? '').trim();
  const byId = useGetOrder(orderId ?? 0, { query: { enabled: isCustomer && orderId !== undefined, retry: false }, request: { silent: true } });
  const byNumber = useTrackOrder({ orderNumber }, { query: { enabled: !isCustomer && orderNumber !== '', retry: false }, request: { silent: true } });
  if (isCustomer) {
    if (orderId === undefined) return { state: 'missing' as const };
    const record = byId.data?.data.record;
    if (record) return { state: 'ready' as const, order: { number: record.number, paymentStatus: record.payment_status, href: `/profile/orders/${record.id}`, isGuest: false } satisfies ResultOrder };
    return byId.isError ? { state: 'error' as const, error: byId.error, retry: byId.refetch } : { state: 'loading' as const };
  }
  if (orderNumber === '') return { state: 'missing' as const };
  const record = byNumber.data?.data.record;
  if (record) {
    const href = `/track-order?orderNumber=${encodeURIComponent(record.number)}`;
    return { state: 'ready' as const, order: { number: record.number, paymentStatus: record.payment_status, href, isGuest: true } satisfies ResultOrder };
  }
  return byNumber.isError ? { state: 'error' as const, error: byNumber.error, retry: byNumber.refetch } : { state: 'loading' as const };
}

const isNotFound = (error: unknown) => isApiError(error) && (error.status === 403 || error.status === 404 || error.status === 422);

/**
 * /{locale}/checkout/result?id=…&order=…&result=…: the payment result with the order number and what
 * happens next. The order is read from the API (a customer's by id, a guest's by number through public
 * tracking); an address naming no real order shows the not-found screen.
 */
export default function PaymentResultPage() {
  const [params] = useSearchParams();
  const found = useResultOrder(params);
  if (found.state === 'loading') return <PagePending />;
  if (found.state === 'missing') return <ErrorScreen kind="notFound" />;
  if (found.state === 'error') {
    return isNotFound(found.error) ? <ErrorScreen kind="notFound" /> : <QueryErrorScreen error={found.error} onRetry={found.retry} headingLevel={1} />;
  }
  return <PaymentResultCard order={found.order} result={shownResult(params.get('result'), found.order.paymentStatus)} />;
}

function PaymentResultCard({ order, result }: { order: ResultOrder; result: PaymentResult }) {
  const styles = useStyles();
  const intl = useIntl();
  const [, navigate] = useLocation();
  const { number: orderNumber, href: orderHref, isGuest } = order;

  const Icon = result === 'successful' ? CheckmarkCircleRegular : result === 'failed' ? DismissCircleRegular : WarningRegular;
  const title =
    result === 'successful'
      ? intl.formatMessage({ id: 'payment.successful.title', defaultMessage: 'Thank you! Your order has been placed.' })
      : result === 'failed'
        ? intl.formatMessage({ id: 'payment.failed.title', defaultMessage: 'Your payment has failed. Please try again.' })
        : intl.formatMessage({ id: 'payment.warning.title', defaultMessage: 'Your order has been placed; we are reviewing your payment.' });
  const next =
    result === 'successful'
      ? [
          intl.formatMessage({ id: 'payment.successful.next1', defaultMessage: 'We are preparing your order and will confirm it shortly.' }),
          intl.formatMessage({ id: 'payment.successful.next2', defaultMessage: 'When it ships you get a tracking number from the carrier.' }),
        ]
      : result === 'failed'
        ? [
            intl.formatMessage({ id: 'payment.failed.next1', defaultMessage: 'Nothing was charged and your cart is still here.' }),
            intl.formatMessage({ id: 'payment.failed.next2', defaultMessage: 'Check your payment details or choose another method, then place the order again.' }),
          ]
        : [
            intl.formatMessage({ id: 'payment.warning.next1', defaultMessage: 'We are checking your payment receipt; this usually takes a few minutes.' }),
            intl.formatMessage({ id: 'payment.warning.next2', defaultMessage: 'Once confirmed, your order moves to processing. Follow it with the order number.' }),
          ];

  // The tab's title and last crumb: short, where the heading is a sentence.
  const pageTitle = intl.formatMessage(
    { id: 'payment.pageTitle', defaultMessage: '{result, select, successful {Order placed} failed {Payment failed} other {Payment under review}}' },
    { result },
  );
  usePageMeta({ heading: pageTitle });

  return (
    <div className={styles.root}>
      <div className={styles.crumbs}>
        <Breadcrumbs
          items={[
            { label: intl.formatMessage({ id: 'cart.page.title', defaultMessage: 'Shopping cart' }), href: '/cart' },
            { label: intl.formatMessage({ id: 'checkout.title', defaultMessage: 'Checkout' }), href: '/checkout' },
            { label: pageTitle },
          ]}
        />
      </div>
      <Card className={styles.card} role="status" aria-labelledby="payment-result-title">
        <Icon className={mergeClasses(styles.icon, styles[result])} aria-hidden />
        <Title2 as="h1" id="payment-result-title">
          {title}
        </Title2>
        <Text>
          {intl.formatMessage(
            { id: 'payment.orderNumber', defaultMessage: 'Order number: {number}' },
            { number: <span className={styles.number} data-testid="order-number" key="number">{orderNumber}</span> },
          )}
        </Text>
        <Text weight="semibold">{intl.formatMessage({ id: 'payment.next', defaultMessage: 'What happens next' })}</Text>
        <ul className={styles.next}>
          {next.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <div className={styles.actions}>
          {result === 'failed' ? (
            <Button appearance="primary" onClick={() => navigate('/checkout')}>
              {intl.formatMessage({ id: 'payment.failed.retry', defaultMessage: 'Back to checkout' })}
            </Button>
          ) : (
            <Button appearance="primary" onClick={() => navigate(orderHref)}>
              {isGuest
                ? intl.formatMessage({ id: 'payment.trackOrder', defaultMessage: 'Track your order' })
                : intl.formatMessage({ id: 'payment.viewOrder', defaultMessage: 'View your order' })}
            </Button>
          )}
          <Button onClick={() => navigate('/shop')}>{intl.formatMessage({ id: 'payment.continueShopping', defaultMessage: 'Continue shopping' })}</Button>
        </div>
      </Card>
    </div>
  );
}
