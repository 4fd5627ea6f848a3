import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl, type IntlShape } from 'react-intl';
import type { OrderStatus, PaymentStatus, ShipmentStatus } from '../../api/generated/model';

const useStyles = makeStyles({
  yellow: { backgroundColor: tokens.colorPaletteYellowBackground2, color: tokens.colorPaletteDarkOrangeForeground2 },
  blue: { backgroundColor: tokens.colorPaletteBlueBackground2, color: tokens.colorPaletteBlueForeground2 },
  green: { backgroundColor: tokens.colorPaletteGreenBackground2, color: tokens.colorPaletteGreenForeground2 },
  red: { backgroundColor: tokens.colorPaletteRedBackground2, color: tokens.colorPaletteRedForeground2 },
  purple: { backgroundColor: tokens.colorPalettePurpleBackground2, color: tokens.colorPalettePurpleForeground2 },
  neutral: { backgroundColor: tokens.colorNeutralBackground3, color: tokens.colorNeutralForeground2 },
});

type Colour = 'yellow' | 'blue' | 'green' | 'red' | 'purple' | 'neutral';

/** Spec section 4: Pending yellow, Processing blue, Completed green, Cancelled red; others neutral. */
const ORDER_COLOURS: Record<OrderStatus, Colour> = { Pending: 'yellow', Processing: 'blue', Completed: 'green', Cancelled: 'red' };
export const orderStatusColour = (status: string): Colour => (ORDER_COLOURS as Record<string, Colour>)[status] ?? 'neutral';

/** Spec section 4: Pending yellow, Paid green, Failed red, Refunded purple; others neutral. */
const PAYMENT_COLOURS: Record<PaymentStatus, Colour> = { Pending: 'yellow', Paid: 'green', Failed: 'red', Refunded: 'purple' };
export const paymentStatusColour = (status: string): Colour => (PAYMENT_COLOURS as Record<string, Colour>)[status] ?? 'neutral';

/** The localized name of an order, payment or shipment state (the API sends English values). */
export const statusLabel = (intl: IntlShape, status: OrderStatus | PaymentStatus | ShipmentStatus | string): string => {
  const labels: Record<string, string> = {
    Pending: intl.formatMessage({ id: 'order.status.pending', defaultMessage: 'Pending' }),
    Processing: intl.formatMessage({ id: 'order.status.processing', defaultMessage: 'Processing' }),
    Completed: intl.formatMessage({ id: 'order.status.completed', defaultMessage: 'Completed' }),
    Cancelled: intl.formatMessage({ id: 'order.status.cancelled', defaultMessage: 'Cancelled' }),
    Paid: intl.formatMessage({ id: 'order.status.paid', defaultMessage: 'Paid' }),
    Failed: intl.formatMessage({ id: 'order.status.failed', defaultMessage: 'Failed' }),
    Refunded: intl.formatMessage({ id: 'order.status.refunded', defaultMessage: 'Refunded' }),
    Shipped: intl.formatMessage({ id: 'order.status.shipped', defaultMessage: 'Shipped' }),
    'In Transit': intl.formatMessage({ id: 'order.status.inTransit', defaultMessage: 'In transit' }),
    Delivered: intl.formatMessage({ id: 'order.status.delivered', defaultMessage: 'Delivered' }),
    Returned: intl.formatMessage({ id: 'order.status.returned', defaultMessage: 'Returned' }),
    Placed: intl.formatMessage({ id: 'order.status.placed', defaultMessage: 'Order placed' }),
  };
  return labels[status] ?? status;
};

/**
 * An order's, payment's or shipment's status as a tinted pill (spec section 6): the server's status code in the
 * shopper's words, coloured by what it means (pending, on its way, done, cancelled). Used in the orders list, an
 * order's page and its tracking.
 */
export function OrderStatusBadge({ status, kind = 'order' }: { status: string; kind?: 'order' | 'payment' | 'shipment' }) {
  const styles = useStyles();
  const intl = useIntl();
  const colour = kind === 'order' ? orderStatusColour(status) : kind === 'payment' ? paymentStatusColour(status) : 'neutral';
  return (
    <Badge appearance="filled" className={styles[colour]} data-colour={colour}>
      {statusLabel(intl, status)}
    </Badge>
  );
}
