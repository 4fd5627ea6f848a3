import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Order } from '../../api/generated/model';
import { OrderStatusBadge } from './order-badges';
import { autoGrid, gridTrack } from '../../lib/layout-tokens';

/** Shown where a value is missing. */
export const EMPTY_VALUE = '\u2014';

export type OrderFactName = 'date' | 'status' | 'payment' | 'shipment' | 'carrier' | 'tracking';

const useStyles = makeStyles({
  facts: { display: 'grid', gridTemplateColumns: autoGrid(gridTrack.fact, 'fit'), gap: tokens.spacingHorizontalL },
  label: { color: tokens.colorNeutralForeground3, display: 'block' },
  value: { fontWeight: tokens.fontWeightSemibold, unicodeBidi: 'isolate' },
});

/** An order's facts as label/value pairs, in the order asked: the detail page, tracking and public lookup share it. */
/** What the facts read: a full order (detail, tracking) and the public tracking answer both fit. */
export type OrderFactsSource = Pick<Order, 'date' | 'status' | 'payment_status' | 'shipment_status' | 'carrier' | 'tracking_number'>;

export function OrderFacts({ order, show }: { order: OrderFactsSource; show: readonly OrderFactName[] }) {
  const styles = useStyles();
  const intl = useIntl();
  const facts: Record<OrderFactName, [string, ReactNode]> = {
    date: [intl.formatMessage({ id: 'orders.date', defaultMessage: 'Date' }), <Text className={styles.value}>{intl.formatDate(order.date, { dateStyle: 'long' })}</Text>],
    status: [intl.formatMessage({ id: 'order.status', defaultMessage: 'Status' }), <OrderStatusBadge status={order.status} />],
    payment: [intl.formatMessage({ id: 'orders.payment', defaultMessage: 'Payment' }), <OrderStatusBadge status={order.payment_status} kind="payment" />],
    shipment: [intl.formatMessage({ id: 'order.shipment', defaultMessage: 'Shipment' }), <OrderStatusBadge status={order.shipment_status} kind="shipment" />],
    carrier: [
      intl.formatMessage({ id: 'order.carrier', defaultMessage: 'Carrier' }),
      <Text className={styles.value}>{order.carrier ?? intl.formatMessage({ id: 'order.notShipped', defaultMessage: 'Not shipped yet' })}</Text>,
    ],
    tracking: [
      intl.formatMessage({ id: 'order.trackingNumber', defaultMessage: 'Tracking number' }),
      <Text className={styles.value} dir="ltr">
        {order.tracking_number ?? EMPTY_VALUE}
      </Text>,
    ],
  };
  return (
    <div className={styles.facts}>
      {show.map((name) => (
        <div key={name}>
          <Text className={styles.label}>{facts[name][0]}</Text>
          {facts[name][1]}
        </div>
      ))}
    </div>
  );
}
