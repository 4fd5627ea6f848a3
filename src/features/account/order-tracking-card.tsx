import { Card, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { Order } from '../../api/generated/model';
import type { ReactNode } from 'react';
import { OrderFacts, type OrderFactsSource } from './order-facts';
import { OrderTimeline } from './order-timeline';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalL },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
});

/** An order's shipment facts and its timeline: the tracking page and the public lookup share it. */
export function OrderTrackingCard({ order, children }: { order: OrderFactsSource & Pick<Order, 'number' | 'timeline'>; children?: ReactNode }) {
  const styles = useStyles();
  const intl = useIntl();
  return (
    <Card className={styles.card}>
      <h2 className={styles.heading}>{intl.formatMessage({ id: 'order.numberHeading', defaultMessage: 'Order {number}' }, { number: order.number })}</h2>
      <OrderFacts order={order} show={['status', 'shipment', 'carrier', 'tracking']} />
      {children}
      <OrderTimeline events={order.timeline} />
    </Card>
  );
}
