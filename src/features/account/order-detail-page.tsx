import { Button, Card, makeStyles, Skeleton, SkeletonItem, Text, tokens } from '@fluentui/react-components';
import { PrintRegular } from '@fluentui/react-icons/svg/print';
import { VehicleTruckProfileRegular } from '@fluentui/react-icons/svg/vehicle-truck-profile';
import { useIntl } from 'react-intl';
import { Link, useLocation, useParams } from 'wouter';
import { useGetOrder } from '../../api/generated/endpoints/orders/orders';
import type { OrderItem } from '../../api/generated/model';
import { QueryErrorScreen } from '../../components/error-screen/query-error-screen';
import { ImageWithFallback } from '../../components/image/image-with-fallback';
import { Price } from '../../components/price/price';
import { ResponsiveTable, type ResponsiveColumn } from '../../components/responsive-table/responsive-table';
import { availabilityOf } from '../../components/stock-status/availability-of';
import { StockStatus } from '../../components/stock-status/stock-status';
import { keepHyphenatedWords } from '../../i18n/bidi';
import { formatPrice } from '../../i18n/format-price';
import { OrderFacts } from './order-facts';
import { OrderShipTo } from './order-ship-to';
import { ProfileLayout } from './profile-layout';
import { LTR_ISLAND } from '../../i18n/ltr-island';
import { media, placeholderHeight, size } from '../../lib/layout-tokens';
import './order-print.css';

const useStyles = makeStyles({
  grid: { display: 'grid', gap: tokens.spacingVerticalL },
  card: { padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalM },
  product: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, minWidth: size.productCellMin, [media.mobileDown]: { minWidth: 0 } },
  placeholder: { height: placeholderHeight.orderCard },
  sku: { color: tokens.colorNeutralForeground3, display: 'block', direction: LTR_ISLAND, unicodeBidi: 'isolate', fontSize: tokens.fontSizeBase200 },
  totals: { display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'end', columnGap: tokens.spacingHorizontalXXL, rowGap: tokens.spacingVerticalXS },
  grand: { fontWeight: tokens.fontWeightBold, fontSize: tokens.fontSizeBase500 },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
  itemName: { overflowWrap: 'anywhere' },
  skuStock: { display: 'block', marginBlock: tokens.spacingVerticalXXS },
});

/** Spec section 3, order item "SKU stock": how many of this SKU the shop has now, in the product page's stock words. */
function SkuStock({ stock }: { stock: number }) {
  const styles = useStyles();
  return (
    <span className={styles.skuStock} data-testid="sku-stock">
      <StockStatus availability={availabilityOf(stock)} stock={stock} />
    </span>
  );
}

/** /{locale}/profile/orders/{id}: items with SKU, quantities and prices, totals, shipment; prints cleanly. */
export default function OrderDetailPage() {
  const intl = useIntl();
  const styles = useStyles();
  const { id } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const orderId = Number(id);
  const { data: order, isPending, error, refetch } = useGetOrder(orderId, { query: { enabled: Number.isInteger(orderId) && orderId > 0, select: (body) => body.data.record } });

  const columns: ResponsiveColumn<OrderItem>[] = [
    {
      id: 'product',
      header: intl.formatMessage({ id: 'order.product', defaultMessage: 'Product' }),
      primary: true,
      cell: (item) => (
        <div className={styles.product}>
          <ImageWithFallback src={item.product.image} alt="" width={48} height={48} />
          <div className={styles.itemName}>
            <Link href={`/products/${item.product.slug}`}>{keepHyphenatedWords(item.product.title)}</Link>
            <Text className={styles.sku}>{intl.formatMessage({ id: 'order.sku', defaultMessage: 'SKU {sku}' }, { sku: item.sku })}</Text>
            <SkuStock stock={item.sku_stock} />
          </div>
        </div>
      ),
    },
    { id: 'quantity', header: intl.formatMessage({ id: 'order.quantity', defaultMessage: 'Quantity' }), kind: 'number', cell: (item) => intl.formatNumber(item.quantity) },
    { id: 'price', header: intl.formatMessage({ id: 'order.price', defaultMessage: 'Price' }), kind: 'number', cell: (item) => <Price amount={item.price} size="inherit" /> },
    { id: 'total', header: intl.formatMessage({ id: 'order.lineTotal', defaultMessage: 'Total' }), kind: 'number', cell: (item) => <Price amount={item.total} size="inherit" /> },
  ];

  return (
    <ProfileLayout
      title={order ? intl.formatMessage({ id: 'order.numberHeading', defaultMessage: 'Order {number}' }, { number: order.number }) : intl.formatMessage({ id: 'orders.detail', defaultMessage: 'Order details' })}
      actions={
        order && (
          <div className={styles.actions} data-print-hide>
            <Button icon={<PrintRegular />} onClick={() => window.print()}>
              {intl.formatMessage({ id: 'order.print', defaultMessage: 'Print' })}
            </Button>
            <Button appearance="primary" icon={<VehicleTruckProfileRegular />} onClick={() => navigate(`/profile/orders/${order.id}/track`)}>
              {intl.formatMessage({ id: 'order.track', defaultMessage: 'Track order' })}
            </Button>
          </div>
        )
      }
    >
      {!order && error ? (
        <QueryErrorScreen error={error} onRetry={refetch} />
      ) : isPending || !order ? (
        <Skeleton aria-label={intl.formatMessage({ id: 'common.loading', defaultMessage: 'Loading…' })}>
          <SkeletonItem shape="rectangle" className={styles.placeholder} />
        </Skeleton>
      ) : (
        <div className={styles.grid} data-order-print>
          <Card className={styles.card}>
            <OrderFacts order={order} show={['date', 'status', 'payment', 'shipment', 'carrier', 'tracking']} />
          </Card>
          <OrderShipTo address={order.shipping_address} paymentMethod={order.payment_method} />
          <Card className={styles.card}>
            <h2 className={styles.heading}>{intl.formatMessage({ id: 'order.items', defaultMessage: 'Items' })}</h2>
            <ResponsiveTable label={intl.formatMessage({ id: 'order.items', defaultMessage: 'Items' })} columns={columns} rows={order.items} rowKey={(item) => item.id} />
            <dl className={styles.totals}>
              <dt>{intl.formatMessage({ id: 'order.subtotal', defaultMessage: 'Subtotal' })}</dt>
              <dd>{formatPrice(order.subtotal)}</dd>
              <dt>{intl.formatMessage({ id: 'order.tax', defaultMessage: 'Tax' })}</dt>
              <dd>{formatPrice(order.tax)}</dd>
              <dt>{intl.formatMessage({ id: 'order.shipping', defaultMessage: 'Shipping' })}</dt>
              <dd>{formatPrice(order.shipping)}</dd>
              <dt>{intl.formatMessage({ id: 'order.discount', defaultMessage: 'Discount' })}</dt>
              <dd>{formatPrice(-order.discount)}</dd>
              {order.wallet_amount > 0 && (
                <>
                  <dt>{intl.formatMessage({ id: 'order.wallet', defaultMessage: 'Paid from wallet' })}</dt>
                  <dd>{formatPrice(-order.wallet_amount)}</dd>
                </>
              )}
              <dt className={styles.grand}>{intl.formatMessage({ id: 'order.total', defaultMessage: 'Total' })}</dt>
              <dd className={styles.grand} data-testid="order-total">
                {formatPrice(order.total)}
              </dd>
            </dl>
          </Card>
        </div>
      )}
    </ProfileLayout>
  );
}
