import { Button, Card, Text, Title2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons/svg/checkmark-circle';
import { DismissCircleRegular } from '@fluentui/react-icons/svg/dismiss-circle';
import { InfoRegular } from '@fluentui/react-icons/svg/info';
import { WarningRegular } from '@fluentui/react-icons/svg/warning';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useLocation, useSearchParams } from 'wouter';
import { useGetOrder } from '../../api/generated/endpoints/orders/orders';
import type { PaymentResult, PaymentStatus } from '../../api/generated/model';
import { isApiError } from '../../api/http/api-error';
import { placedOrderContact } from '../account/placed-orders';
import { parseOrderSearch } from '../account/order-search';
import { trackOrderQuery } from '../account/track-order-query';
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
  neutral: { color: tokens.colorBrandForeground1 },
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

/**
 * Only an order this change can read (decision 054): a customer's own by its id (GET /orders/{id}); a guest's only
 * when this tab placed it (its number and e-mail are remembered), read through public tracking with that proof.
 * Anything else — another's order, a forged or missing number — is 'unknown': a neutral page, never a result.
 */
function useResultOrder(params: URLSearchParams) {
  const { role } = useSnapshot(sessionStore);
  const isCustomer = role === 'customer';
  const orderId = orderIdFrom(params.get('id'));
  const orderNumber = (params.get('order') ?? '').trim();
  const contact = isCustomer ? undefined : placedOrderContact(orderNumber);
  const byId = useGetOrder(orderId ?? 0, { query: { enabled: isCustomer && orderId !== undefined, retry: false }, request: { silent: true } });
  const byNumber = useQuery({ ...trackOrderQuery({ orderNumber, contact: contact ?? '' }), enabled: contact !== undefined });
  if (isCustomer) {
    if (orderId === undefined) return { state: 'unknown' as const };
    const record = byId.data?.data.record;
    if (record) return { state: 'ready' as const, order: { number: record.number, paymentStatus: record.payment_status, href: `/profile/orders/${record.id}`, isGuest: false } satisfies ResultOrder };
    return byId.isError ? failed(byId.error, byId.refetch) : { state: 'loading' as const };
  }
  if (contact === undefined) return { state: 'unknown' as const };
  const record = byNumber.data;
  if (record) {
    const href = `/track-order?orderNumber=${encodeURIComponent(record.number)}`;
    return { state: 'ready' as const, order: { number: record.number, paymentStatus: record.payment_status, href, isGuest: true } satisfies ResultOrder };
  }
  return byNumber.isError ? failed(byNumber.error, byNumber.refetch) : { state: 'loading' as const };
}

/** Not this change's order (403, 404, 422) reads as unknown; other failures get the error screen with Reload. */
const failed = (error: unknown, retry: () => unknown) =>
  isApiError(error) && (error.status === 403 || error.status === 404 || error.status === 422) ? { state: 'unknown' as const } : { state: 'error' as const, error, retry };

/**
 * /{locale}/checkout/result?id=…&order=…&result=…: the payment result with the order number and what happens next,
 * for an order this change placed or can read; any other address gets a neutral page that leads to tracking.
 */
export default function PaymentResultPage() {
  const [params] = useSearchParams();
  const found = useResultOrder(params);
  if (found.state === 'loading') return <PagePending />;
  if (found.state === 'unknown') return <UnknownOrderCard orderNumber={params.get('order')} />;
  if (found.state === 'error') return <QueryErrorScreen error={found.error} onRetry={found.retry} headingLevel={1} />;
  return <PaymentResultCard order={found.order} result={shownResult(params.get('result'), found.order.paymentStatus)} />;
}

/** The frame both cards share: breadcrumbs (cart, checkout, this page) and the centred card. */
function ResultFrame({ pageTitle, children }: { pageTitle: string; children: ReactNode }) {
  const styles = useStyles();
  const intl = useIntl();
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
        {children}
      </Card>
    </div>
  );
}

/** Not an order of this change: say nothing about it, and lead to tracking (with the number when it is one). */
function UnknownOrderCard({ orderNumber }: { orderNumber: string | null }) {
  const styles = useStyles();
  const intl = useIntl();
  const [, navigate] = useLocation();
  const parsed = parseOrderSearch(orderNumber ?? '');
  const trackHref = parsed.kind === 'ok' ? `/track-order?orderNumber=${encodeURIComponent(parsed.id)}` : '/track-order';
  return (
    <ResultFrame pageTitle={intl.formatMessage({ id: 'payment.unknown.pageTitle', defaultMessage: 'Order status' })}>
      <InfoRegular className={mergeClasses(styles.icon, styles.neutral)} aria-hidden />
      <Title2 as="h1" id="payment-result-title">
        {intl.formatMessage({ id: 'payment.unknown.title', defaultMessage: 'Follow your order on the tracking page' })}
      </Title2>
      <Text>
        {intl.formatMessage({
          id: 'payment.unknown.body',
          defaultMessage: 'An order’s result is shown only in the browser that placed it, or in your account. Track any order with its number and the e-mail or phone number used on it.',
        })}
      </Text>
      <div className={styles.actions}>
        <Button appearance="primary" onClick={() => navigate(trackHref)}>
          {intl.formatMessage({ id: 'payment.unknown.track', defaultMessage: 'Track an order' })}
        </Button>
        <Button onClick={() => navigate('/shop')}>{intl.formatMessage({ id: 'payment.continueShopping', defaultMessage: 'Continue shopping' })}</Button>
      </div>
    </ResultFrame>
  );
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

  return (
    <ResultFrame pageTitle={pageTitle}>
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
    </ResultFrame>
  );
}
