import { Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { Order } from '../../api/generated/model';
import { OrderStatusBadge } from './order-badges';
import { OrderTimeline } from './order-timeline';

/** Shown where a value is missing. */
const EMPTY_VALUE = '\u2014';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalL },
  facts: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))', gap: tokens.spacingHorizontalL },
  label: { color: tokens.colorNeutralForeground3, display: 'block' },
  value: { fontWeight: tokens.fontWeightSemibold, unicodeBidi: 'isolate' },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
});

/** An order's shipment facts and its timeline: the tracking page and the public lookup share it. */
export function OrderTrackingCard({ order }: { order: Order }) {
  const styles = useStyles();
  const intl = useIntl();
  return (
    <Card className={styles.card}>
      <h2 className={styles.heading}>{intl.formatMessage({ id: 'order.numberHeading', defaultMessage: 'Order {number}' }, { number: order.number })}</h2>
      <div className={styles.facts}>
        <div>
          <Text className={styles.label}>{intl.formatMessage({ id: 'order.status', defaultMessage: 'Status' })}</Text>
          <OrderStatusBadge status={order.status} />
        </div>
        <div>
          <Text className={styles.label}>{intl.formatMessage({ id: 'order.shipment', defaultMessage: 'Shipment' })}</Text>
          <OrderStatusBadge status={order.shipment_status} kind="shipment" />
        </div>
        <div>
          <Text className={styles.label}>{intl.formatMessage({ id: 'order.carrier', defaultMessage: 'Carrier' })}</Text>
          <Text className={styles.value}>{order.carrier ?? intl.formatMessage({ id: 'order.notShipped', defaultMessage: 'Not shipped yet' })}</Text>
        </div>
        <div>
          <Text className={styles.label}>{intl.formatMessage({ id: 'order.trackingNumber', defaultMessage: 'Tracking number' })}</Text>
          <Text className={styles.value} dir="ltr">
            {order.tracking_number ?? EMPTY_VALUE}
          </Text>
        </div>
      </div>
      <OrderTimeline events={order.timeline} />
    </Card>
  );
}
