import { Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { Address, PaymentMethod } from '../../api/generated/model';
import { autoGrid, gridTrack } from '../../lib/layout-tokens';
import { EMPTY_VALUE } from './order-facts';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalXL, display: 'grid', gridTemplateColumns: autoGrid(gridTrack.wide, 'fit'), gap: tokens.spacingHorizontalXL },
  heading: { margin: 0, marginBlockEnd: tokens.spacingVerticalXS, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  lines: { fontStyle: 'normal', display: 'grid', rowGap: tokens.spacingVerticalXXS, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * Where the order goes and how it is paid (spec section 3: the order carries its shipping address and payment
 * method). Each typed field is its own isolated run (<bdi>), so Latin typed inside an Arabic page keeps its order.
 */
export function OrderShipTo({ address, paymentMethod }: { address: Address | null; paymentMethod: PaymentMethod | null }) {
  const styles = useStyles();
  const intl = useIntl();
  const addressHeading = intl.formatMessage({ id: 'checkout.step.address', defaultMessage: 'Shipping address' });
  const paymentHeading = intl.formatMessage({ id: 'checkout.step.payment', defaultMessage: 'Payment method' });
  return (
    <Card className={styles.card}>
      <section aria-label={addressHeading}>
        <h2 className={styles.heading}>{addressHeading}</h2>
        {address ? (
          <address className={styles.lines} data-testid="order-address">
            <Text weight="semibold">
              <bdi>{address.first_name}</bdi> <bdi>{address.last_name}</bdi>
            </Text>
            <Text>
              <bdi>{address.address}</bdi>
            </Text>
            <Text>
              <bdi>{address.city.title}</bdi>
              {intl.formatMessage({ id: 'order.address.separator', defaultMessage: ', ' })}
              <bdi>{address.government.title}</bdi>
            </Text>
            <Text>
              <bdi>{address.phone}</bdi>
            </Text>
          </address>
        ) : (
          <Text className={styles.muted}>{EMPTY_VALUE}</Text>
        )}
      </section>
      <section aria-label={paymentHeading}>
        <h2 className={styles.heading}>{paymentHeading}</h2>
        <Text data-testid="order-payment-method">{paymentMethod ? <bdi>{paymentMethod.title}</bdi> : EMPTY_VALUE}</Text>
      </section>
    </Card>
  );
}
