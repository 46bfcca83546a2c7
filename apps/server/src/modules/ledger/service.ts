import { Decimal } from 'decimal.js';
import type { AdjustBalanceResponse, MoneyLogEntry, MoneyLogRequest, Paged } from '@market/contract';
import type { adjustBalanceRequest } from '@market/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { formatMoney } from '../../lib/money.ts';
import { offsetOf, type PageParams, toPage } from '../../lib/paging.ts';
import { recordAudit } from '../audit/index.ts';
import { runIdempotent } from './idempotency.ts';
import { post, SystemAccount } from './ledger.ts';
import * as queries from './queries.ts';

type AdjustBalance = z.output<typeof adjustBalanceRequest>;

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

/**
 * Support corrects a balance (and tests fund accounts): the user's account against the platform's
 * adjustments account, audited with the balance before and after. A debit never overdraws.
 */
export async function adjustBalance(
  db: Db,
  adminId: number,
  key: string,
  body: AdjustBalance,
): Promise<AdjustBalanceResponse> {
  return runIdempotent(db, { userId: adminId, scope: 'admin.adjust_balance', key, body }, async (tx) => {
    if ((await queries.findUserBalance(tx, body.user_id)) === undefined) throw notFound('msg.user_not_found');
    const amount = new Decimal(body.amount);
    const legs = await post(tx, {
      kind: 'adjustment',
      reference: `admin:${adminId}`,
      memo: body.reason,
      actorId: adminId,
      overdraftField: 'amount',
      legs: [
        { type: 'user', id: body.user_id, amount: amount.toFixed() },
        { type: 'system', id: SystemAccount.adjustments.id, amount: amount.negated().toFixed() },
      ],
    });
    const userLeg = legs.find((leg) => leg.type === 'user')!;
    const after = formatMoney(userLeg.balanceAfter);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'user.adjust_balance',
      subject: `user:${body.user_id}`,
      before: { money: new Decimal(userLeg.balanceAfter).minus(amount).toFixed() },
      after: { money: after, amount: body.amount, reason: body.reason },
    });
    return { user_id: body.user_id, balance: after, entry_id: userLeg.entryId };
  });
}
