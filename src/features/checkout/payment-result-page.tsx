import { Button, Card, Text, Title2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular, DismissCircleRegular, WarningRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'wouter';
import type { PaymentResult } from '../../api/generated/model';

const useStyles = makeStyles({
  root: { display: 'flex', justifyContent: 'center', padding: tokens.spacingHorizontalL },
  card: { maxWidth: '560px', width: '100%', alignItems: 'center', textAlign: 'center', gap: tokens.spacingVerticalM, paddingBlock: tokens.spacingVerticalXXL },
  icon: { fontSize: '72px' },
  successful: { color: tokens.colorPaletteGreenForeground1 },
  failed: { color: tokens.colorPaletteRedForeground1 },
  warning: { color: tokens.colorPaletteMarigoldForeground1 },
  number: { fontWeight: tokens.fontWeightBold, fontSize: tokens.fontSizeBase500, unicodeBidi: 'isolate', letterSpacing: '0.04em' },
  next: { textAlign: 'start', margin: 0, paddingInlineStart: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', justifyContent: 'center' },
});

const RESULTS: readonly PaymentResult[] = ['successful', 'failed', 'warning'];

/** /{locale}/checkout/result: the payment result (successful, failed, warning) with the order number and what happens next. */
export default function PaymentResultPage() {
  const styles = useStyles();
  const intl = useIntl();
  const [, navigate] = useLocation();
  const [params] = useSearchParams();
  const raw = params.get('result');
  const result: PaymentResult = RESULTS.includes(raw as PaymentResult) ? (raw as PaymentResult) : 'warning';
  const orderNumber = params.get('order') ?? '';
  const orderId = Number(params.get('id'));
  const isGuest = params.get('guest') === '1';
  const orderHref = isGuest ? `/track-order?orderNumber=${encodeURIComponent(orderNumber)}` : `/profile/orders/${orderId}`;

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

  return (
    <div className={styles.root}>
      <Card className={styles.card} role="status" aria-labelledby="payment-result-title">
        <Icon className={mergeClasses(styles.icon, styles[result])} aria-hidden />
        <Title2 as="h1" id="payment-result-title">
          {title}
        </Title2>
        {orderNumber && (
          <Text>
            {intl.formatMessage(
              { id: 'payment.orderNumber', defaultMessage: 'Order number: {number}' },
              { number: <span className={styles.number} data-testid="order-number" key="number">{orderNumber}</span> },
            )}
          </Text>
        )}
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
            orderNumber && (
              <Button appearance="primary" onClick={() => navigate(orderHref)}>
                {isGuest
                  ? intl.formatMessage({ id: 'payment.trackOrder', defaultMessage: 'Track your order' })
                  : intl.formatMessage({ id: 'payment.viewOrder', defaultMessage: 'View your order' })}
              </Button>
            )
          )}
          <Button onClick={() => navigate('/shop')}>{intl.formatMessage({ id: 'payment.continueShopping', defaultMessage: 'Continue shopping' })}</Button>
        </div>
      </Card>
    </div>
  );
}
