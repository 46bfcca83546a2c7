import type {
  AdminRecharge,
  AdminWithdrawal,
  Paged,
  Recharge,
  rechargeReviewRequest,
} from '@market/contract';
import { rechargeCredit } from '@market/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { fail, notFound } from '../../lib/app-error.ts';
import { formatMoney } from '../../lib/money.ts';
import { offsetOf, type PageParams, toPage } from '../../lib/paging.ts';
import { recordAudit } from '../audit/index.ts';
import { post, SystemAccount } from '../ledger/index.ts';
import { listApprovals } from './approval-queries.ts';
import { notify } from '../message/index.ts';
import { presentAdminRecharge, presentAdminWithdrawal, presentRecharge } from './present.ts';
import * as queries from './queries.ts';
import type { WalletDeps } from './service.ts';
import { loadWalletSettings, rateOf } from './settings.ts';

// the back office's half of the wallet: the review queues and the recharges' decisions (a
// withdrawal's steps are in withdraw-steps.ts)

type RechargeReview = z.output<typeof rechargeReviewRequest>;

export async function adminListRecharges(
  db: Db,
  params: PageParams & { status?: string | undefined; user_id?: number | undefined },
): Promise<Paged<AdminRecharge>> {
  const { rows, total } = await queries.listRecharges(db, {
    userId: params.user_id,
    status: params.status,
    limit: params.limit,
    offset: offsetOf(params),
  });
  return toPage(rows, presentAdminRecharge, total, params);
}

export async function adminListWithdrawals(
  db: Db,
  params: PageParams & { status?: string | undefined; user_id?: number | undefined },
): Promise<Paged<AdminWithdrawal>> {
  const { rows, total } = await queries.listWithdrawals(db, {
    userId: params.user_id,
    status: params.status,
    limit: params.limit,
    offset: offsetOf(params),
  });
  const approvals = await listApprovals(
    db,
    rows.map((row) => row.withdrawal.id),
  );
  return toPage(rows, (row) => presentAdminWithdrawal(row, approvals), total, params);
}

/** What a second decision on a recharge is told, by how the first one ended. */
const DECIDED = { approved: 'msg.already_approved', rejected: 'msg.already_rejected' } as const;

/**
 * Decides a recharge once: approving credits amount × the current rate to the balance (against the
 * deposits account), rejecting records the reason. The row is locked, so a second decision waits
 * and is then refused.
 */
export async function reviewRecharge(
  deps: Pick<WalletDeps, 'db' | 'isProduction'>,
  adminId: number,
  body: RechargeReview,
): Promise<Recharge> {
  return deps.db.transaction(async (tx) => {
    const row = await queries.lockRecharge(tx, body.id);
    if (!row) throw notFound('msg.recharge_not_found');
    if (row.status !== 'pending') throw fail(DECIDED[row.status]);
    const reviewed = { reviewerId: adminId, reviewedAt: new Date() };
    let updated: queries.RechargeRow;
    if (body.approve) {
      const settings = await loadWalletSettings(tx, deps.isProduction);
      const rate = rateOf(settings, row.currency);
      const credited = rechargeCredit(row.amount, rate);
      updated = await queries.updateRecharge(tx, row.id, { ...reviewed, status: 'approved', rate, credited });
      await post(tx, {
        kind: 'recharge',
        reference: `recharge:${row.id}`,
        actorId: adminId,
        legs: [
          { type: 'user', id: row.userId, amount: credited },
          { type: 'system', id: SystemAccount.deposits.id, amount: `-${credited}` },
        ],
      });
    } else {
      updated = await queries.updateRecharge(tx, row.id, {
        ...reviewed,
        status: 'rejected',
        reason: body.reason!,
      });
    }
    await recordAudit(tx, {
      actorId: adminId,
      action: body.approve ? 'recharge.approve' : 'recharge.reject',
      subject: `recharge:${row.id}`,
      before: { status: row.status },
      after: {
        status: updated.status,
        rate: updated.rate,
        credited: updated.credited,
        reason: updated.reason,
      },
    });
    await (body.approve
      ? notify(tx, row.userId, 'recharge_approved', {
          amount: formatMoney(row.amount),
          currency: row.currency,
        })
      : notify(tx, row.userId, 'recharge_rejected', { reason: updated.reason }));
    return presentRecharge(updated);
  });
}
