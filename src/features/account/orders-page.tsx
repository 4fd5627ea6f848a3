import { Button, makeStyles, Skeleton, SkeletonItem, Text, tokens } from '@fluentui/react-components';
import { BoxRegular } from '@fluentui/react-icons/svg/box';
import { ChevronLeftRegular } from '@fluentui/react-icons/svg/chevron-left';
import { ChevronRightRegular } from '@fluentui/react-icons/svg/chevron-right';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'wouter';
import { useListOrders } from '../../api/generated/endpoints/orders/orders';
import type { OrderSummary } from '../../api/generated/model';
import { dataOf, paginationOf, recordsOf } from '../../api/response-guards';
import { QueryErrorScreen } from '../../components/error-screen/query-error-screen';
import { Price } from '../../components/price/price';
import { ResponsiveTable, type ResponsiveColumn } from '../../components/responsive-table/responsive-table';
import { DEFAULT_PAGE } from '../../lib/constants';
import { flipInRtl } from '../../lib/layout-tokens';
import { EmptyBlock } from '../../components/empty-block/empty-block';
import { OrderStatusBadge } from './order-badges';
import { parseOrderSearch } from './order-search';
import { OrderSearchForm } from './order-search-form';
import { ProfileLayout } from './profile-layout';

const useStyles = makeStyles({
  placeholder: { marginBlockEnd: tokens.spacingVerticalS },
  number: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1 },
  footer: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, marginBlockStart: tokens.spacingVerticalL },
  pager: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  flip: flipInRtl,
});

/**
 * /{locale}/profile/orders: 10 orders a page with status and payment badges, 'X to Y of Z orders'. A table
 * on wider screens; on phones a card per order (ResponsiveTable: the number, then label: value pairs).
 * "Order number" finds one order: `?id=` in the address (kept on reload, back and forward), sent as `id`.
 */
export default function OrdersPage() {
  const intl = useIntl();
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const page = Math.max(DEFAULT_PAGE, Number(params.get('page')) || DEFAULT_PAGE);
  // GET /profile/orders?id= (spec section 7): only a valid order number is sent; an invalid one stays in the field.
  const rawId = params.get('id') ?? '';
  const parsedId = parseOrderSearch(rawId);
  const searched = parsedId.kind === 'ok' ? parsedId.id : '';
  const { data, isPending, error, refetch } = useListOrders(searched ? { page, id: searched } : { page }, {
    // A malformed answer reads as no orders (spec 8.1-9): rows without their number or date are left out, and
    // without a well-formed paginationInfo there is no range and no pager.
    query: {
      select: (body) => ({ records: recordsOf<OrderSummary>(body, 'number', 'date'), paginationInfo: paginationOf(dataOf(body).paginationInfo) }),
      placeholderData: (previous) => previous,
    },
  });
  const search = (id: string) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      copy.delete('page');
      if (id) copy.set('id', id);
      else copy.delete('id');
      return copy;
    });
  const goTo = (next: number) => setParams((current) => {
    const copy = new URLSearchParams(current);
    copy.set('page', String(next));
    return copy;
  });

  const columns: ResponsiveColumn<OrderSummary>[] = [
    {
      id: 'number',
      header: intl.formatMessage({ id: 'orders.number', defaultMessage: 'Order' }),
      kind: 'code',
      primary: true,
      cell: (order) => (
        <Link href={`/profile/orders/${order.id}`} className={styles.number}>
          {order.number}
        </Link>
      ),
    },
    { id: 'date', header: intl.formatMessage({ id: 'orders.date', defaultMessage: 'Date' }), kind: 'number', cell: (order) => intl.formatDate(order.date, { dateStyle: 'medium' }) },
    { id: 'status', header: intl.formatMessage({ id: 'orders.status', defaultMessage: 'Status' }), cell: (order) => <OrderStatusBadge status={order.status} /> },
    { id: 'payment', header: intl.formatMessage({ id: 'orders.payment', defaultMessage: 'Payment' }), cell: (order) => <OrderStatusBadge status={order.payment_status} kind="payment" /> },
    { id: 'items', header: intl.formatMessage({ id: 'orders.items', defaultMessage: 'Items' }), kind: 'number', cell: (order) => intl.formatNumber(order.items_count) },
    { id: 'total', header: intl.formatMessage({ id: 'orders.total', defaultMessage: 'Total' }), kind: 'number', cell: (order) => <Price amount={order.total} size="inherit" /> },
  ];
  return (
    <ProfileLayout title={intl.formatMessage({ id: 'orders.title', defaultMessage: 'My orders' })}>
      {/* Keyed by the address: back and forward put the address's search in the field. */}
      <OrderSearchForm key={rawId} value={rawId} onSearch={search} />
      {!data && error ? (
        <QueryErrorScreen error={error} onRetry={refetch} />
      ) : isPending || !data ? (
        <Skeleton aria-label={intl.formatMessage({ id: 'common.loading', defaultMessage: 'Loading…' })}>
          {Array.from({ length: 6 }, (_, index) => (
            <SkeletonItem key={index} size={40} className={styles.placeholder} />
          ))}
        </Skeleton>
      ) : data.records.length === 0 ? (
        <EmptyBlock icon={<BoxRegular />} title={intl.formatMessage({ id: 'orders.empty', defaultMessage: 'No orders found' })}>
          {searched && (
            <>
              <Text>
                {intl.formatMessage(
                  { id: 'orders.search.none', defaultMessage: 'None of your orders has the number {number}.' },
                  { number: <bdi key="number">{searched}</bdi> },
                )}
              </Text>
              <Button appearance="primary" onClick={() => search('')}>
                {intl.formatMessage({ id: 'orders.search.clear', defaultMessage: 'Show all orders' })}
              </Button>
            </>
          )}
        </EmptyBlock>
      ) : (
        <>
          <ResponsiveTable label={intl.formatMessage({ id: 'orders.title', defaultMessage: 'My orders' })} columns={columns} rows={data.records} rowKey={(order) => order.id} />
          {data.paginationInfo && (
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
          )}
        </>
      )}
    </ProfileLayout>
  );
}
