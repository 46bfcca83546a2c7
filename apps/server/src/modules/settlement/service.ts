import { Decimal } from 'decimal.js';
import type { Paged, SettlementLogEntry, SettlementLogRequest, SettlementSummary } from '@market/contract';
import type { Db } from '../../db/client.ts';
import { formatMoney } from '../../lib/money.ts';
import { offsetOf, type PageParams, toPage } from '../../lib/paging.ts';
import { getStoreBalance, listStoreEntries, type StoreEntry, sumStoreEntries } from '../ledger/index.ts';
import { commissionRateOf, orderNumbersOf, storeOrderMoney } from '../order/index.ts';
import { storeWithdrawalStatuses, sumPendingStoreWithdrawals } from '../wallet/index.ts';

/** Where the store's money stands: on its account, in escrow, on its way out, earned and paid away. */
export async function getSummary(db: Db, storeId: number): Promise<SettlementSummary> {
  const [available, orders, withdrawing, earned, rate] = await Promise.all([
    getStoreBalance(db, storeId),
    storeOrderMoney(db, storeId),
    sumPendingStoreWithdrawals(db, storeId),
    sumStoreEntries(db, storeId, 'proceeds'),
    commissionRateOf(db, storeId),
  ]);
  return {
    currency: 'USDT',
    available: formatMoney(available),
    pending: formatMoney(orders.pending),
    withdrawing: formatMoney(withdrawing),
    total_earned: formatMoney(earned),
    total_commission: formatMoney(orders.commission),
    commission_rate: new Decimal(rate).toFixed(),
  };
}

/** `order:12` or `withdrawal:3`: what an entry of the store account was about. */
function subjectOf(entry: StoreEntry): { order: number | null; withdrawal: number | null } {
  const [kind, id] = entry.reference.split(':');
  const value = Number(id);
  if (!Number.isSafeInteger(value)) return { order: null, withdrawal: null };
  return { order: kind === 'order' ? value : null, withdrawal: kind === 'withdrawal' ? value : null };
}

/** The store account's entries, newest first, each with its order's number or its withdrawal's state. */
export async function getLog(
  db: Db,
  storeId: number,
  params: Required<SettlementLogRequest> & PageParams,
): Promise<Paged<SettlementLogEntry>> {
  const { rows, total } = await listStoreEntries(db, storeId, {
    limit: params.limit,
    offset: offsetOf(params),
  });
  const subjects = rows.map(subjectOf);
  const [numbers, statuses] = await Promise.all([
    orderNumbersOf(
      db,
      storeId,
      subjects.flatMap((subject) => subject.order ?? []),
    ),
    storeWithdrawalStatuses(
      db,
      storeId,
      subjects.flatMap((subject) => subject.withdrawal ?? []),
    ),
  ]);
  return toPage(
    rows.map((row, n) => ({ row, subject: subjects[n]! })),
    ({ row, subject }) => ({
      id: row.id,
      kind: row.kind as SettlementLogEntry['kind'],
      amount: formatMoney(row.amount),
      balance_after: formatMoney(row.balanceAfter),
      order_id: subject.order,
      order_no: subject.order === null ? null : (numbers.get(subject.order) ?? null),
      withdrawal_id: subject.withdrawal,
      withdrawal_status: subject.withdrawal === null ? null : (statuses.get(subject.withdrawal) ?? null),
      created_at: row.createdAt.toISOString(),
    }),
    total,
    params,
  );
}
