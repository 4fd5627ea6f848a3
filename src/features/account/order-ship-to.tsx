import { Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { Address, PaymentMethod } from '../../api/generated/model';
import { autoGrid, gridTrack } from '../../lib/layout-tokens';
import { AddressLines } from '../../components/user-text/address-lines';
import { UserText } from '../../components/user-text/user-text';
import { EMPTY_VALUE } from './order-facts';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalXL, display: 'grid', gridTemplateColumns: autoGrid(gridTrack.wide, 'fit'), gap: tokens.spacingHorizontalXL },
  heading: { margin: 0, marginBlockEnd: tokens.spacingVerticalXS, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  lines: { fontStyle: 'normal', lineHeight: tokens.lineHeightBase400 },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * Where the order goes and how it is paid (spec section 3: the order carries its shipping address and payment
 * method). The address is shown as everywhere else (`AddressLines`: each typed field isolated, the two names in
 * their own script's order), so Latin typed inside an Arabic page keeps its order.
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
            <AddressLines address={address} />
          </address>
        ) : (
          <Text className={styles.muted}>{EMPTY_VALUE}</Text>
        )}
      </section>
      <section aria-label={paymentHeading}>
        <h2 className={styles.heading}>{paymentHeading}</h2>
        <Text data-testid="order-payment-method">{paymentMethod ? <UserText>{paymentMethod.title}</UserText> : EMPTY_VALUE}</Text>
      </section>
    </Card>
  );
}
