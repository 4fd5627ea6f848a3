import { egp, invalid, t } from './api-error';
import { checkReceipt, type ReceiptInput } from './receipt';
import { nextId, money } from '../ids';
import type { MockDb } from '../create-db';
import type { DbState, T, UserRow, WalletDepositRow, WalletTransactionRow } from '../types';

export const WALLET_TOP_UP_MIN = 10;
export const WALLET_TOP_UP_MAX = 10_000;
/** A tester sees a top-up go through: the mock approves a new deposit one minute (clock time) after it. */
export const DEPOSIT_APPROVAL_DELAY_MS = 60_000;

/** What can be spent now: credits minus debits. */
export function availableBalance(state: DbState, userId: number): number {
  let balance = 0;
  for (const tx of state.walletTransactions) {
    if (tx.userId !== userId) continue;
    balance += tx.type === 'credit' ? tx.amount : -tx.amount;
  }
  return money(balance);
}

/** The available balance plus deposits awaiting approval. */
export function totalBalance(state: DbState, userId: number): number {
  const pending = state.walletDeposits
    .filter((deposit) => deposit.userId === userId && deposit.status === 'pending')
    .reduce((sum, deposit) => sum + deposit.amount, 0);
  return money(availableBalance(state, userId) + pending);
}

function addTransaction(db: MockDb, userId: number, type: 'credit' | 'debit', amount: number, description: T, at: number): WalletTransactionRow {
  const balanceAfter = money(availableBalance(db.state, userId) + (type === 'credit' ? amount : -amount));
  const row: WalletTransactionRow = {
    id: nextId(db.state, 'walletTransaction'),
    userId,
    type,
    amount: money(amount),
    balanceAfter,
    description,
    createdAt: at,
  };
  db.state.walletTransactions.push(row);
  return row;
}

/** Take money out of the wallet (an order paid partly or fully from it). */
export function debitWallet(db: MockDb, userId: number, amount: number, description: T): WalletTransactionRow {
  if (amount > availableBalance(db.state, userId)) {
    throw invalid('amount', t('The amount exceeds your available wallet balance', 'المبلغ أكبر من رصيد محفظتك المتاح'));
  }
  return addTransaction(db, userId, 'debit', amount, description, db.now());
}

/** Put money back into the wallet (a refund). */
export function creditWalletDirect(db: MockDb, userId: number, amount: number, description: T): WalletTransactionRow {
  return addTransaction(db, userId, 'credit', amount, description, db.now());
}

/** Approve the deposits whose approval time has come (a credit transaction dated at approval). */
export function applyDueDeposits(db: MockDb): boolean {
  const now = db.now();
  let changed = false;
  for (const deposit of db.state.walletDeposits) {
    if (deposit.status !== 'pending' || deposit.autoApproveAt === null || deposit.autoApproveAt > now) continue;
    deposit.status = 'approved';
    addTransaction(
      db,
      deposit.userId,
      'credit',
      deposit.amount,
      t(`Wallet top-up #${deposit.id} approved`, `تمت الموافقة على شحن المحفظة رقم ${deposit.id}`),
      deposit.autoApproveAt,
    );
    changed = true;
  }
  return changed;
}

export interface CreditInput {
  amount: number;
  paymentMethodId: number;
  receipt: ReceiptInput;
}

/**
 * Top the wallet up: 10..10,000 EGP, an existing method and the transfer's receipt (every method). Creates a pending deposit: the total balance grows at once,
 * the available balance when the deposit is approved (after DEPOSIT_APPROVAL_DELAY_MS).
 */
export function creditWallet(db: MockDb, user: UserRow, input: CreditInput): WalletDepositRow {
  if (!(input.amount >= WALLET_TOP_UP_MIN && input.amount <= WALLET_TOP_UP_MAX)) {
    throw invalid(
      'amount',
      t(`The amount must be between ${WALLET_TOP_UP_MIN} and ${egp(WALLET_TOP_UP_MAX)} EGP`, `يجب أن يكون المبلغ بين ${WALLET_TOP_UP_MIN} و${egp(WALLET_TOP_UP_MAX)} جنيه`),
    );
  }
  const method = db.state.paymentMethods.find((row) => row.id === input.paymentMethodId);
  if (!method) {
    throw invalid('payment_method_id', t('The selected payment method is invalid.', 'طريقة الدفع المختارة غير صحيحة.'));
  }
  checkReceipt(input.receipt);
  const now = db.now();
  const deposit: WalletDepositRow = {
    id: nextId(db.state, 'deposit'),
    userId: user.id,
    amount: money(input.amount),
    status: 'pending',
    paymentMethodId: method.id,
    createdAt: now,
    autoApproveAt: now + DEPOSIT_APPROVAL_DELAY_MS,
  };
  db.state.walletDeposits.push(deposit);
  return deposit;
}
