import { Badge, Card, makeStyles, mergeClasses, Skeleton, SkeletonItem, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useGetWallet } from '../../api/generated/endpoints/wallet/wallet';
import type { WalletDepositStatus } from '../../api/generated/model';
import { QueryErrorScreen } from '../../components/error-screen/query-error-screen';
import { formatPrice } from '../../i18n/format-price';
import { BalanceChart } from './balance-chart';
import { ProfileLayout } from './profile-layout';
import { TopUpForm } from './top-up-form';
import { autoGrid, gridTrack, placeholderHeight } from '../../lib/layout-tokens';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: autoGrid(gridTrack.wide, 'fit'), gap: tokens.spacingHorizontalL, marginBlockEnd: tokens.spacingVerticalL },
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalS },
  placeholder: { height: placeholderHeight.walletCard },
  balances: { display: 'flex', gap: tokens.spacingHorizontalXXL, flexWrap: 'wrap' },
  amount: { fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightBold, unicodeBidi: 'isolate' },
  available: { color: tokens.colorPaletteGreenForeground1 },
  label: { color: tokens.colorNeutralForeground3 },
  sectionTitle: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  tableWrap: { overflowX: 'auto' },
  credit: { color: tokens.colorPaletteGreenForeground1, unicodeBidi: 'isolate' },
  debit: { color: tokens.colorPaletteRedForeground1, unicodeBidi: 'isolate' },
});

const depositColour: Record<WalletDepositStatus, 'warning' | 'success' | 'danger'> = { pending: 'warning', approved: 'success', rejected: 'danger' };

/** /{locale}/profile/my-wallet: total and available balance, balance chart, top-up, deposits and transactions. */
export default function WalletPage() {
  const intl = useIntl();
  const styles = useStyles();
  const { data, isPending, error, refetch } = useGetWallet({ 'with[]': ['paymentMethods'] }, { query: { select: (body) => body.data } });
  const date = (value: string) => intl.formatDate(value, { dateStyle: 'medium' });
  const depositStatus: Record<WalletDepositStatus, string> = {
    pending: intl.formatMessage({ id: 'wallet.deposit.pending', defaultMessage: 'Pending' }),
    approved: intl.formatMessage({ id: 'wallet.deposit.approved', defaultMessage: 'Approved' }),
    rejected: intl.formatMessage({ id: 'wallet.deposit.rejected', defaultMessage: 'Rejected' }),
  };

  return (
    <ProfileLayout title={intl.formatMessage({ id: 'wallet.title', defaultMessage: 'My wallet' })}>
      {!data && error ? (
        <QueryErrorScreen error={error} onRetry={refetch} />
      ) : isPending || !data ? (
        <Skeleton className={styles.grid} aria-label={intl.formatMessage({ id: 'common.loading', defaultMessage: 'Loading…' })}>
          <SkeletonItem shape="rectangle" className={styles.placeholder} />
          <SkeletonItem shape="rectangle" className={styles.placeholder} />
        </Skeleton>
      ) : (
        <>
          <div className={styles.grid}>
            <Card className={styles.card}>
              <div className={styles.balances}>
                <div>
                  <Text block className={styles.label}>
                    {intl.formatMessage({ id: 'wallet.total', defaultMessage: 'Total balance' })}
                  </Text>
                  <Text className={styles.amount} data-testid="wallet-total">
                    {formatPrice(data.record.total_balance)}
                  </Text>
                </div>
                <div>
                  <Text block className={styles.label}>
                    {intl.formatMessage({ id: 'wallet.page.available', defaultMessage: 'Available balance' })}
                  </Text>
                  <Text className={mergeClasses(styles.amount, styles.available)} data-testid="wallet-available">
                    {formatPrice(data.record.available_balance)}
                  </Text>
                </div>
              </div>
              <BalanceChart transactions={data.record.transactions} />
            </Card>
            <Card className={styles.card}>
              <h2 className={styles.sectionTitle}>{intl.formatMessage({ id: 'wallet.topUp.title', defaultMessage: 'Top up your wallet' })}</h2>
              <TopUpForm methods={data.paymentMethods ?? []} />
            </Card>
          </div>
          <div className={styles.grid}>
            <Card className={styles.card}>
              <h2 className={styles.sectionTitle}>{intl.formatMessage({ id: 'wallet.deposits', defaultMessage: 'Deposits' })}</h2>
              {data.record.deposits.length === 0 ? (
                <Text className={styles.label}>{intl.formatMessage({ id: 'wallet.noDeposits', defaultMessage: 'No deposits yet' })}</Text>
              ) : (
                // Scrolls sideways on narrow screens: focusable so the keyboard can scroll it (axe scrollable-region-focusable).
                // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
                <div className={styles.tableWrap} tabIndex={0}>
                  <Table size="small" aria-label={intl.formatMessage({ id: 'wallet.deposits', defaultMessage: 'Deposits' })}>
                    <TableHeader>
                      <TableRow>
                        <TableHeaderCell>{intl.formatMessage({ id: 'wallet.date', defaultMessage: 'Date' })}</TableHeaderCell>
                        <TableHeaderCell>{intl.formatMessage({ id: 'wallet.amount', defaultMessage: 'Amount' })}</TableHeaderCell>
                        <TableHeaderCell>{intl.formatMessage({ id: 'wallet.method', defaultMessage: 'Method' })}</TableHeaderCell>
                        <TableHeaderCell>{intl.formatMessage({ id: 'wallet.status', defaultMessage: 'Status' })}</TableHeaderCell>
                      </TableRow>
                    </TableHeader>
                    <TableBody>
                      {data.record.deposits.map((deposit) => (
                        <TableRow key={deposit.id}>
                          <TableCell>{date(deposit.created_at)}</TableCell>
                          <TableCell>{formatPrice(deposit.amount)}</TableCell>
                          <TableCell>{deposit.payment_method}</TableCell>
                          <TableCell>
                            <Badge appearance="tint" color={depositColour[deposit.status]}>
                              {depositStatus[deposit.status]}
                            </Badge>
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </div>
              )}
            </Card>
            <Card className={styles.card}>
              <h2 className={styles.sectionTitle}>{intl.formatMessage({ id: 'wallet.transactions', defaultMessage: 'Transactions' })}</h2>
              {data.record.transactions.length === 0 ? (
                <Text className={styles.label}>{intl.formatMessage({ id: 'wallet.noTransactions', defaultMessage: 'No transactions yet' })}</Text>
              ) : (
                // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- as above
                <div className={styles.tableWrap} tabIndex={0}>
                  <Table size="small" aria-label={intl.formatMessage({ id: 'wallet.transactions', defaultMessage: 'Transactions' })}>
                    <TableHeader>
                      <TableRow>
                        <TableHeaderCell>{intl.formatMessage({ id: 'wallet.date', defaultMessage: 'Date' })}</TableHeaderCell>
                        <TableHeaderCell>{intl.formatMessage({ id: 'wallet.description', defaultMessage: 'Description' })}</TableHeaderCell>
                        <TableHeaderCell>{intl.formatMessage({ id: 'wallet.amount', defaultMessage: 'Amount' })}</TableHeaderCell>
                        <TableHeaderCell>{intl.formatMessage({ id: 'wallet.balanceAfter', defaultMessage: 'Balance' })}</TableHeaderCell>
                      </TableRow>
                    </TableHeader>
                    <TableBody>
                      {data.record.transactions.map((row) => (
                        <TableRow key={row.id}>
                          <TableCell>{date(row.created_at)}</TableCell>
                          <TableCell>{row.description}</TableCell>
                          <TableCell>
                            <span className={row.type === 'credit' ? styles.credit : styles.debit}>
                              {formatPrice(row.type === 'credit' ? row.amount : -row.amount, { signDisplay: 'always' })}
                            </span>
                          </TableCell>
                          <TableCell>{formatPrice(row.balance_after)}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </div>
              )}
            </Card>
          </div>
        </>
      )}
    </ProfileLayout>
  );
}
