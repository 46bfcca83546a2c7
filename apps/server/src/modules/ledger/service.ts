import type { MoneyLogEntry, MoneyLogRequest, Paged } from '@market/contract';
import type { Db } from '../../db/client.ts';
import { formatMoney } from '../../lib/money.ts';
import { offsetOf, type PageParams, toPage } from '../../lib/paging.ts';
import * as queries from './queries.ts';

export async function listMoneyLog(
  db: Db,
  userId: number,
  params: Required<MoneyLogRequest> & PageParams,
): Promise<Paged<MoneyLogEntry>> {
  const options = { limit: params.limit, offset: offsetOf(params) };
  const [rows, total] = await Promise.all([
    queries.listUserEntries(db, userId, options),
    queries.countUserEntries(db, userId),
  ]);
  return toPage(rows, presentEntry, total, params);
}

function presentEntry(row: queries.EntryRow): MoneyLogEntry {
  return {
    id: row.id,
    kind: row.kind as MoneyLogEntry['kind'],
    amount: formatMoney(row.amount),
    balance_after: formatMoney(row.balanceAfter),
    reference: row.reference,
    memo: row.memo,
    created_at: row.createdAt.toISOString(),
  };
}
