import type { AdminLedgerRow } from '@market/contract';
import { and, asc, desc, eq, gte, gt, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assertWithinCap, cappedCount, cappedPage, dayAfter, dayStart } from '../../lib/capped-list.ts';
import { formatMoney } from '../../lib/money.ts';
import { ledgerEntries } from './schema.ts';

export interface AdminLedgerFilter {
  user_id?: number | undefined;
  account_type?: AdminLedgerRow['account_type'] | undefined;
  account_id?: number | undefined;
  entry_kind?: string | undefined;
  date_from?: string | undefined;
  date_to?: string | undefined;
  direction: 'asc' | 'desc';
}

/** `user_id` is the user's own account (account type `user`); it wins over `account_type`. */
function whereOf(filter: AdminLedgerFilter): SQL | undefined {
  const accountType = filter.user_id ? 'user' : filter.account_type;
  const accountId = filter.user_id ?? filter.account_id;
  return and(
    accountType ? eq(ledgerEntries.accountType, accountType) : undefined,
    accountId ? eq(ledgerEntries.accountId, accountId) : undefined,
    filter.entry_kind ? eq(ledgerEntries.kind, filter.entry_kind) : undefined,
    filter.date_from ? gte(ledgerEntries.createdAt, dayStart(filter.date_from)) : undefined,
    filter.date_to ? lt(ledgerEntries.createdAt, dayAfter(filter.date_to)) : undefined,
  );
}

type Row = typeof ledgerEntries.$inferSelect;

export function presentAdminEntry(row: Row): AdminLedgerRow {
  return {
    id: row.id,
    journal: row.journal,
    account_type: row.accountType,
    account_id: row.accountId,
    kind: row.kind,
    amount: formatMoney(row.amount),
    balance_after: formatMoney(row.balanceAfter),
    reference: row.reference,
    memo: row.memo,
    actor_id: row.actorId,
    created_at: row.createdAt.toISOString(),
  };
}

/** Every ledger entry, newest first (`created_at`, then id), the count capped (decision 043). */
export async function listEntriesForAdmin(
  db: Db,
  params: AdminLedgerFilter & { page: number; limit: number },
) {
  const offset = assertWithinCap(params);
  const where = whereOf(params);
  const by = params.direction === 'asc' ? asc : desc;
  const [rows, count] = await Promise.all([
    db
      .select()
      .from(ledgerEntries)
      .where(where)
      .orderBy(by(ledgerEntries.createdAt), by(ledgerEntries.id))
      .limit(params.limit)
      .offset(offset),
    cappedCount(db, db.select({ id: ledgerEntries.id }).from(ledgerEntries).where(where).$dynamic()),
  ]);
  return cappedPage(rows.map(presentAdminEntry), count, params.page);
}

/** The export's entries after `afterId` in id order (keyset). */
export function entryExportChunk(db: Db, filter: AdminLedgerFilter, afterId: number | null, size: number) {
  const ascending = filter.direction === 'asc';
  const after =
    afterId === null ? undefined : ascending ? gt(ledgerEntries.id, afterId) : lt(ledgerEntries.id, afterId);
  return db
    .select()
    .from(ledgerEntries)
    .where(and(whereOf(filter), after))
    .orderBy(ascending ? asc(ledgerEntries.id) : desc(ledgerEntries.id))
    .limit(size);
}
