import type {
  AdminRecharge,
  AdminWithdrawal,
  Paged,
  Recharge,
  rechargeReviewRequest,
  withdrawReviewRequest,
} from '@market/contract';
import { rechargeCredit } from '@market/contract';
import { normalizeTxHash } from '@market/contract/crypto-address';
import { subtract } from '@market/contract/decimal';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { fail, notFound } from '../../lib/app-error.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { offsetOf, type PageParams, toPage } from '../../lib/paging.ts';
import { recordAudit } from '../audit/index.ts';
import { post, SystemAccount } from '../ledger/index.ts';
import {
  presentAdminRecharge,
  presentAdminWithdrawal,
  presentRecharge,
  presentWithdrawal,
} from './present.ts';
import * as queries from './queries.ts';
import type { WalletDeps } from './service.ts';
import { loadWalletSettings, rateOf } from './settings.ts';

// the back office's half of the wallet: the review queues and their decisions

type RechargeReview = z.output<typeof rechargeReviewRequest>;
type WithdrawReview = z.output<typeof withdrawReviewRequest>;

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
  return toPage(rows, presentAdminWithdrawal, total, params);
}

/** What a second decision on a recharge or withdrawal is told, by how the first one ended. */
const DECIDED = {
  approved: 'msg.already_approved',
  paid: 'msg.already_paid',
  rejected: 'msg.already_rejected',
} as const;

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
    return presentRecharge(updated);
  });
}

/**
 * Ends a withdrawal once: paid with its on-chain hash (the hold leaves the platform, the fee part
 * to the fees account), or rejected with a reason (the hold returns to the balance).
 */
export async function reviewWithdrawal(db: Db, adminId: number, body: WithdrawReview) {
  try {
    return await db.transaction(async (tx) => {
      const row = await queries.lockWithdrawal(tx, body.id);
      if (!row) throw notFound('msg.withdrawal_not_found');
      if (row.status !== 'pending') throw fail(DECIDED[row.status]);
      const reviewed = { reviewerId: adminId, reviewedAt: new Date() };
      let updated: queries.WithdrawalRow;
      if (body.approve) {
        const txHash = normalizeTxHash(row.network, body.tx_hash!);
        if (!txHash) throw fail('validation.tx_hash_format', { field: 'tx_hash' });
        updated = await queries.updateWithdrawal(tx, row.id, { ...reviewed, status: 'paid', txHash });
        const paidOut = rechargeCredit(row.receive, row.rate);
        await post(tx, {
          kind: 'withdrawal',
          reference: `withdrawal:${row.id}`,
          actorId: adminId,
          legs: [
            { type: 'withdrawal', id: row.id, amount: `-${row.held}` },
            { type: 'system', id: SystemAccount.withdrawals.id, amount: paidOut },
            { type: 'system', id: SystemAccount.withdrawalFees.id, amount: subtract(row.held, paidOut) },
          ],
        });
      } else {
        updated = await queries.updateWithdrawal(tx, row.id, {
          ...reviewed,
          status: 'rejected',
          reason: body.reason!,
        });
        await post(tx, {
          kind: 'withdrawal_refund',
          reference: `withdrawal:${row.id}`,
          actorId: adminId,
          legs: [
            { type: 'withdrawal', id: row.id, amount: `-${row.held}` },
            { type: 'user', id: row.userId, amount: row.held },
          ],
        });
      }
      await recordAudit(tx, {
        actorId: adminId,
        action: body.approve ? 'withdrawal.pay' : 'withdrawal.reject',
        subject: `withdrawal:${row.id}`,
        before: { status: row.status, held: row.held },
        after: { status: updated.status, tx_hash: updated.txHash, reason: updated.reason, held: '0' },
      });
      return presentWithdrawal(updated);
    });
  } catch (error) {
    if (uniqueViolation(error) === 'withdrawals_tx_hash_key')
      throw fail('msg.tx_hash_used', { field: 'tx_hash' });
    throw error;
  }
}
