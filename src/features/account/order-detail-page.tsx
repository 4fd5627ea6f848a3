import {
  Button,
  Card,
  makeStyles,
  Skeleton,
  SkeletonItem,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { PrintRegular, VehicleTruckProfileRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { Link, useLocation, useParams } from 'wouter';
import { useGetOrder } from '../../api/generated/endpoints/orders/orders';
import { QueryErrorScreen } from '../../components/error-screen/query-error-screen';
import { ImageWithFallback } from '../../components/image/image-with-fallback';
import { Price } from '../../components/price/price';
import { availabilityOf } from '../../components/stock-status/availability-of';
import { StockStatus } from '../../components/stock-status/stock-status';
import { keepHyphenatedWords } from '../../i18n/bidi';
import { formatPrice } from '../../i18n/format-price';
import { useIsMobile } from '../../lib/use-is-mobile';
import { OrderFacts } from './order-facts';
import { ProfileLayout } from './profile-layout';
import { LTR_ISLAND } from '../../i18n/ltr-island';
import { placeholderHeight, size } from '../../lib/layout-tokens';
import './order-print.css';

const useStyles = makeStyles({
  grid: { display: 'grid', gap: tokens.spacingVerticalL },
  card: { padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalM },
  product: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, minWidth: size.productCellMin },
  placeholder: { height: placeholderHeight.orderCard },
  sku: { color: tokens.colorNeutralForeground3, display: 'block', direction: LTR_ISLAND, unicodeBidi: 'isolate', fontSize: tokens.fontSizeBase200 },
  wrap: { overflowX: 'auto' },
  totals: { display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'end', columnGap: tokens.spacingHorizontalXXL, rowGap: tokens.spacingVerticalXS },
  grand: { fontWeight: tokens.fontWeightBold, fontSize: tokens.fontSizeBase500 },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
  // Phones: each item as a row (image, name and SKU, "2 × EGP 1,000", line total) instead of a table whose
  // narrow columns ran the name into the quantity ("10(2)00mAh").
  items: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid' },
  item: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'start',
    columnGap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalM,
    borderBlockEndWidth: tokens.strokeWidthThin,
    borderBlockEndStyle: 'solid',
    borderBlockEndColor: tokens.colorNeutralStroke2,
  },
  itemName: { overflowWrap: 'anywhere' },
  itemQuantity: { display: 'block', color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  itemTotal: { fontWeight: tokens.fontWeightSemibold },
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
  const isMobile = useIsMobile();
  const { id } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const orderId = Number(id);
  const { data: order, isPending, error, refetch } = useGetOrder(orderId, { query: { enabled: Number.isInteger(orderId) && orderId > 0, select: (body) => body.data.record } });

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
          <Card className={styles.card}>
            <h2 className={styles.heading}>{intl.formatMessage({ id: 'order.items', defaultMessage: 'Items' })}</h2>
            {isMobile ? (
              <ul className={styles.items} aria-label={intl.formatMessage({ id: 'order.items', defaultMessage: 'Items' })}>
                {order.items.map((item) => (
                  <li key={item.id} className={styles.item}>
                    <ImageWithFallback src={item.product.image} alt="" width={48} height={48} />
                    <div className={styles.itemName}>
                      <Link href={`/products/${item.product.slug}`}>{keepHyphenatedWords(item.product.title)}</Link>
                      <Text className={styles.sku}>{intl.formatMessage({ id: 'order.sku', defaultMessage: 'SKU {sku}' }, { sku: item.sku })}</Text>
                      <SkuStock stock={item.sku_stock} />
                      <Text className={styles.itemQuantity}>
                        {intl.formatMessage({ id: 'order.item.quantityPrice', defaultMessage: '{quantity} × {price}' }, { quantity: intl.formatNumber(item.quantity), price: formatPrice(item.price) })}
                      </Text>
                    </div>
                    <Price amount={item.total} size="inherit" className={styles.itemTotal} />
                  </li>
                ))}
              </ul>
            ) : (
              <div className={styles.wrap}>
                <Table aria-label={intl.formatMessage({ id: 'order.items', defaultMessage: 'Items' })}>
                  <TableHeader>
                    <TableRow>
                      <TableHeaderCell>{intl.formatMessage({ id: 'order.product', defaultMessage: 'Product' })}</TableHeaderCell>
                      <TableHeaderCell>{intl.formatMessage({ id: 'order.quantity', defaultMessage: 'Quantity' })}</TableHeaderCell>
                      <TableHeaderCell>{intl.formatMessage({ id: 'order.price', defaultMessage: 'Price' })}</TableHeaderCell>
                      <TableHeaderCell>{intl.formatMessage({ id: 'order.lineTotal', defaultMessage: 'Total' })}</TableHeaderCell>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {order.items.map((item) => (
                      <TableRow key={item.id}>
                        <TableCell>
                          <div className={styles.product}>
                            <ImageWithFallback src={item.product.image} alt="" width={48} height={48} />
                            <div>
                              <Link href={`/products/${item.product.slug}`}>{keepHyphenatedWords(item.product.title)}</Link>
                              <Text className={styles.sku}>{intl.formatMessage({ id: 'order.sku', defaultMessage: 'SKU {sku}' }, { sku: item.sku })}</Text>
                              <SkuStock stock={item.sku_stock} />
                            </div>
                          </div>
                        </TableCell>
                        <TableCell>{intl.formatNumber(item.quantity)}</TableCell>
                        <TableCell>
                          <Price amount={item.price} size="inherit" />
                        </TableCell>
                        <TableCell>
                          <Price amount={item.total} size="inherit" />
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
            )}
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
