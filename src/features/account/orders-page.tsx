import { Button, makeStyles, Skeleton, SkeletonItem, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import { BoxRegular, ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'wouter';
import { useListOrders } from '../../api/generated/endpoints/orders/orders';
import { QueryErrorScreen } from '../../components/error-screen/query-error-screen';
import { formatPrice } from '../../i18n/format-price';
import { DEFAULT_PAGE } from '../../lib/constants';
import { EmptyBlock } from '../../components/empty-block/empty-block';
import { OrderStatusBadge } from './order-badges';
import { ProfileLayout } from './profile-layout';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto', backgroundColor: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusLarge, boxShadow: tokens.shadow4 },
  number: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1, unicodeBidi: 'isolate' },
  footer: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, marginBlockStart: tokens.spacingVerticalL },
  pager: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  flip: { ':dir(rtl)': { transform: 'scaleX(-1)' } },
  nowrap: { whiteSpace: 'nowrap' },
});

/** /{locale}/profile/orders: 10 orders a page with status and payment badges, 'X to Y of Z orders'. */
export default function OrdersPage() {
  const intl = useIntl();
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const page = Math.max(DEFAULT_PAGE, Number(params.get('page')) || DEFAULT_PAGE);
  const { data, isPending, error, refetch } = useListOrders({ page }, { query: { select: (body) => body.data, placeholderData: (previous) => previous } });
  const goTo = (next: number) => setParams((current) => {
    const copy = new URLSearchParams(current);
    copy.set('page', String(next));
    return copy;
  });

  return (
    <ProfileLayout title={intl.formatMessage({ id: 'orders.title', defaultMessage: 'My orders' })}>
      {!data && error ? (
        <QueryErrorScreen error={error} onRetry={refetch} />
      ) : isPending || !data ? (
        <Skeleton aria-label={intl.formatMessage({ id: 'common.loading', defaultMessage: 'Loading…' })}>
          {Array.from({ length: 6 }, (_, index) => (
            <SkeletonItem key={index} size={40} style={{ marginBlockEnd: 8 }} />
          ))}
        </Skeleton>
      ) : data.records.length === 0 ? (
        <EmptyBlock icon={<BoxRegular />} title={intl.formatMessage({ id: 'orders.empty', defaultMessage: 'No orders found' })} />
      ) : (
        <>
          <div className={styles.wrap}>
            <Table aria-label={intl.formatMessage({ id: 'orders.title', defaultMessage: 'My orders' })}>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{intl.formatMessage({ id: 'orders.number', defaultMessage: 'Order' })}</TableHeaderCell>
                  <TableHeaderCell>{intl.formatMessage({ id: 'orders.date', defaultMessage: 'Date' })}</TableHeaderCell>
                  <TableHeaderCell>{intl.formatMessage({ id: 'orders.status', defaultMessage: 'Status' })}</TableHeaderCell>
                  <TableHeaderCell>{intl.formatMessage({ id: 'orders.payment', defaultMessage: 'Payment' })}</TableHeaderCell>
                  <TableHeaderCell>{intl.formatMessage({ id: 'orders.items', defaultMessage: 'Items' })}</TableHeaderCell>
                  <TableHeaderCell>{intl.formatMessage({ id: 'orders.total', defaultMessage: 'Total' })}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.records.map((order) => (
                  <TableRow key={order.id}>
                    <TableCell>
                      <Link href={`/profile/orders/${order.id}`} className={styles.number}>
                        {order.number}
                      </Link>
                    </TableCell>
                    <TableCell className={styles.nowrap}>{intl.formatDate(order.date, { dateStyle: 'medium' })}</TableCell>
                    <TableCell>
                      <OrderStatusBadge status={order.status} />
                    </TableCell>
                    <TableCell>
                      <OrderStatusBadge status={order.payment_status} kind="payment" />
                    </TableCell>
                    <TableCell>{intl.formatNumber(order.items_count)}</TableCell>
                    <TableCell className={styles.nowrap}>{formatPrice(order.total)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          <div className={styles.footer}>
            <Text role="status">
              {intl.formatMessage(
                { id: 'orders.range', defaultMessage: '{from} to {to} of {total} orders' },
                { from: data.paginationInfo.from, to: data.paginationInfo.to, total: data.paginationInfo.total },
              )}
            </Text>
            {data.paginationInfo.lastPage > 1 && (
              <nav className={styles.pager} aria-label={intl.formatMessage({ id: 'orders.pagination', defaultMessage: 'Pages' })}>
                <Button icon={<ChevronLeftRegular className={styles.flip} />} disabled={page <= 1} onClick={() => goTo(page - 1)}>
                  {intl.formatMessage({ id: 'common.previous', defaultMessage: 'Previous' })}
                </Button>
                <Text>
                  {intl.formatMessage({ id: 'orders.pageOf', defaultMessage: 'Page {page} of {last}' }, { page, last: data.paginationInfo.lastPage })}
                </Text>
                <Button icon={<ChevronRightRegular className={styles.flip} />} iconPosition="after" disabled={page >= data.paginationInfo.lastPage} onClick={() => goTo(page + 1)}>
                  {intl.formatMessage({ id: 'common.next', defaultMessage: 'Next' })}
                </Button>
              </nav>
            )}
          </div>
        </>
      )}
    </ProfileLayout>
  );
}
