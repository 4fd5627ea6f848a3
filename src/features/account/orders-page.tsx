import { Button, makeStyles, mergeClasses, Skeleton, SkeletonItem, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import { BoxRegular, ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'wouter';
import { useListOrders } from '../../api/generated/endpoints/orders/orders';
import type { OrderSummary } from '../../api/generated/model';
import { dataOf, paginationOf, recordsOf } from '../../api/response-guards';
import { QueryErrorScreen } from '../../components/error-screen/query-error-screen';
import { Price } from '../../components/price/price';
import { LTR_ISLAND } from '../../i18n/ltr-island';
import { DEFAULT_PAGE } from '../../lib/constants';
import { EmptyBlock } from '../../components/empty-block/empty-block';
import { useIsMobile } from '../../lib/use-is-mobile';
import { OrderStatusBadge } from './order-badges';
import { parseOrderSearch } from './order-search';
import { OrderSearchForm } from './order-search-form';
import { ProfileLayout } from './profile-layout';

const useStyles = makeStyles({
  placeholder: { marginBlockEnd: tokens.spacingVerticalS },
  wrap: { overflowX: 'auto', backgroundColor: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusLarge, boxShadow: tokens.shadow4 },
  // An order number is one left-to-right word: never split at its hyphen ("NT-" / "240006" read "-NT" in Arabic).
  number: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1, direction: LTR_ISLAND, unicodeBidi: 'isolate', whiteSpace: 'nowrap' },
  footer: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, marginBlockStart: tokens.spacingVerticalL },
  pager: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  flip: { ':dir(rtl)': { transform: 'scaleX(-1)' } },
  nowrap: { whiteSpace: 'nowrap' },
  badges: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS },
  badgeGroup: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  // Phones: one card per order instead of a six-column table (dates and totals were cut, badges overlapped).
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalS },
  card: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
  meta: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  cardTotal: { fontWeight: tokens.fontWeightSemibold, justifySelf: 'end' },
  span: { gridColumn: '1 / -1' },
});

/**
 * /{locale}/profile/orders: 10 orders a page with status and payment badges, 'X to Y of Z orders'. A table
 * on wider screens; on phones a card per order (number and total, date and item count, the two badges).
 * "Order number" finds one order: `?id=` in the address (kept on reload, back and forward), sent as `id`.
 */
export default function OrdersPage() {
  const intl = useIntl();
  const styles = useStyles();
  const isMobile = useIsMobile();
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
          {isMobile ? (
            <ul className={styles.list} aria-label={intl.formatMessage({ id: 'orders.title', defaultMessage: 'My orders' })}>
              {data.records.map((order) => (
                <li key={order.id} className={styles.card}>
                  <Link href={`/profile/orders/${order.id}`} className={styles.number}>
                    {order.number}
                  </Link>
                  <Price amount={order.total} size="inherit" className={styles.cardTotal} />
                  <Text className={mergeClasses(styles.meta, styles.span)}>
                    {intl.formatMessage(
                      { id: 'orders.card.meta', defaultMessage: '{date} · {count, plural, one {# item} other {# items}}' },
                      { date: intl.formatDate(order.date, { dateStyle: 'medium' }), count: order.items_count },
                    )}
                  </Text>
                  <div className={mergeClasses(styles.badges, styles.span)}>
                    <span className={styles.badgeGroup}>
                      <Text className={styles.meta}>{intl.formatMessage({ id: 'orders.status', defaultMessage: 'Status' })}</Text>
                      <OrderStatusBadge status={order.status} />
                    </span>
                    <span className={styles.badgeGroup}>
                      <Text className={styles.meta}>{intl.formatMessage({ id: 'orders.payment', defaultMessage: 'Payment' })}</Text>
                      <OrderStatusBadge status={order.payment_status} kind="payment" />
                    </span>
                  </div>
                </li>
              ))}
            </ul>
          ) : (
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
                      <TableCell className={styles.nowrap}>
                        <Price amount={order.total} size="inherit" />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          )}
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
