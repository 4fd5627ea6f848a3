import { Badge, Card, makeStyles, mergeClasses, Skeleton, SkeletonItem, Text, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useGetWallet } from '../../api/generated/endpoints/wallet/wallet';
import type { WalletDeposit, WalletDepositStatus, WalletTransaction } from '../../api/generated/model';
import { QueryErrorScreen } from '../../components/error-screen/query-error-screen';
import { ResponsiveTable, type ResponsiveColumn } from '../../components/responsive-table/responsive-table';
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
  credit: { color: tokens.colorPaletteGreenForeground1 },
  debit: { color: tokens.colorPaletteRedForeground1 },
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
  const dateColumn = { id: 'date', header: intl.formatMessage({ id: 'wallet.date', defaultMessage: 'Date' }), kind: 'number' } as const;
  const amountHeader = intl.formatMessage({ id: 'wallet.amount', defaultMessage: 'Amount' });
  const depositColumns: ResponsiveColumn<WalletDeposit>[] = [
    { ...dateColumn, cell: (deposit) => date(deposit.created_at) },
    { id: 'amount', header: amountHeader, kind: 'number', cell: (deposit) => formatPrice(deposit.amount) },
    { id: 'method', header: intl.formatMessage({ id: 'wallet.method', defaultMessage: 'Method' }), cell: (deposit) => deposit.payment_method },
    {
      id: 'status',
      header: intl.formatMessage({ id: 'wallet.status', defaultMessage: 'Status' }),
      cell: (deposit) => (
        <Badge appearance="tint" color={depositColour[deposit.status]}>
          {depositStatus[deposit.status]}
        </Badge>
      ),
    },
  ];
  const transactionColumns: ResponsiveColumn<WalletTransaction>[] = [
    { id: 'description', header: intl.formatMessage({ id: 'wallet.description', defaultMessage: 'Description' }), primary: true, cell: (row) => row.description },
    { ...dateColumn, cell: (row) => date(row.created_at) },
    {
      id: 'amount',
      header: amountHeader,
      kind: 'number',
      cell: (row) => (
        <span className={row.type === 'credit' ? styles.credit : styles.debit}>{formatPrice(row.type === 'credit' ? row.amount : -row.amount, { signDisplay: 'always' })}</span>
      ),
    },
    { id: 'balance', header: intl.formatMessage({ id: 'wallet.balanceAfter', defaultMessage: 'Balance' }), kind: 'number', cell: (row) => formatPrice(row.balance_after) },
  ];

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
                <ResponsiveTable
                  size="small"
                  label={intl.formatMessage({ id: 'wallet.deposits', defaultMessage: 'Deposits' })}
                  columns={depositColumns}
                  rows={data.record.deposits}
                  rowKey={(deposit) => deposit.id}
                />
              )}
            </Card>
            <Card className={styles.card}>
              <h2 className={styles.sectionTitle}>{intl.formatMessage({ id: 'wallet.transactions', defaultMessage: 'Transactions' })}</h2>
              {data.record.transactions.length === 0 ? (
                <Text className={styles.label}>{intl.formatMessage({ id: 'wallet.noTransactions', defaultMessage: 'No transactions yet' })}</Text>
              ) : (
                <ResponsiveTable
                  size="small"
                  label={intl.formatMessage({ id: 'wallet.transactions', defaultMessage: 'Transactions' })}
                  columns={transactionColumns}
                  rows={data.record.transactions}
                  rowKey={(row) => row.id}
                />
              )}
            </Card>
          </div>
        </>
      )}
    </ProfileLayout>
  );
}
