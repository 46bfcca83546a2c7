import type {
  adjustBalanceRequest,
  Adjustment,
  AdjustBalanceResponse,
  AdjustmentStatus,
  Paged,
} from '@market/contract';
import { approvalsRequired } from '@market/contract';
import { subtract } from '@market/contract/decimal';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { fail, notFound } from '../../lib/app-error.ts';
import { formatMoney } from '../../lib/money.ts';
import { offsetOf, type PageParams, toPage } from '../../lib/paging.ts';
import { recordAudit } from '../audit/index.ts';
import { readTwoPersonThreshold } from '../site/index.ts';
import * as adjustments from './adjustment-queries.ts';
import { runIdempotent } from './idempotency.ts';
import { post, SystemAccount } from './ledger.ts';
import { findUserBalance } from './queries.ts';

// Balance adjustments under the two-person rule (decision 042): at or below the threshold one
// posts at once, as support always did; above it the request waits for a second admin, who is
// neither its requester nor the account holder, and is posted (once, by the row's lock) or rejected.

type AdjustBalance = z.output<typeof adjustBalanceRequest>;

/** The admin acting, and where from (for the audit). */
export interface Actor {
  id: number;
  ip?: string | undefined;
}

/** The adjustment's one ledger posting: the user's account against the platform's adjustments account. */
async function postAdjustment(tx: Tx, row: adjustments.AdjustmentRow, actor: Actor) {
  const legs = await post(tx, {
    kind: 'adjustment',
    reference: `adjustment:${row.id}`,
    memo: row.reason,
    actorId: actor.id,
    overdraftField: 'amount',
    legs: [
      { type: 'user', id: row.userId, amount: row.amount },
      { type: 'system', id: SystemAccount.adjustments.id, amount: subtract('0', row.amount) },
    ],
  });
  const userLeg = legs.find((leg) => leg.type === 'user')!;
  await adjustments.updateAdjustment(tx, row.id, {
    status: 'posted',
    decidedBy: actor.id,
    decidedAt: new Date(),
    entryId: userLeg.entryId,
  });
  return {
    entryId: userLeg.entryId,
    after: userLeg.balanceAfter,
    before: subtract(userLeg.balanceAfter, row.amount),
  };
}

/**
 * Support corrects a balance (and tests fund accounts), idempotent by key: posted at once, or above
 * the two-person threshold kept pending for a second admin (the balance is as it was). An admin
 * never adjusts their own balance.
 */
export async function adjustBalance(
  db: Db,
  actor: Actor,
  key: string,
  body: AdjustBalance,
): Promise<AdjustBalanceResponse> {
  return runIdempotent(db, { userId: actor.id, scope: 'admin.adjust_balance', key, body }, async (tx) => {
    const balance = await findUserBalance(tx, body.user_id);
    if (balance === undefined) throw notFound('msg.user_not_found');
    if (body.user_id === actor.id) throw fail('msg.own_money_decision', { field: 'user_id' });
    const required = approvalsRequired(body.amount, await readTwoPersonThreshold(tx));
    const row = await adjustments.insertAdjustment(tx, {
      userId: body.user_id,
      amount: body.amount,
      reason: body.reason,
      approvalsRequired: required,
      requestedBy: actor.id,
    });
    const answer = { user_id: body.user_id, adjustment_id: row.id };
    if (required === 2) {
      await recordAudit(tx, {
        actorId: actor.id,
        ip: actor.ip,
        action: 'adjustment.request',
        subject: `user:${body.user_id}`,
        before: { money: balance },
        after: { adjustment: row.id, status: 'pending', amount: body.amount, reason: body.reason },
      });
      return { ...answer, balance: formatMoney(balance), entry_id: null, status: 'pending' as const };
    }
    const posted = await postAdjustment(tx, row, actor);
    await recordAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: 'user.adjust_balance',
      subject: `user:${body.user_id}`,
      before: { money: formatMoney(posted.before) },
      after: {
        money: formatMoney(posted.after),
        amount: body.amount,
        reason: body.reason,
        adjustment: row.id,
      },
    });
    return {
      ...answer,
      balance: formatMoney(posted.after),
      entry_id: posted.entryId,
      status: 'posted' as const,
    };
  });
}

/** Locks a pending adjustment for the second admin's decision, refusing the requester and the holder. */
async function lockForDecision(tx: Tx, id: number, actor: Actor) {
  const row = await adjustments.lockAdjustment(tx, id);
  if (!row) throw notFound('msg.adjustment_not_found');
  if (row.status !== 'pending')
    throw fail(row.status === 'posted' ? 'msg.already_approved' : 'msg.already_rejected');
  if (row.userId === actor.id) throw fail('msg.own_money_decision');
  if (row.requestedBy === actor.id) throw fail('msg.own_request_decision');
  return row;
}

async function answer(tx: Tx, id: number): Promise<Adjustment> {
  return presentAdjustment((await adjustments.findAdjustment(tx, id))!);
}

/** The second admin posts a pending adjustment: the balance moves once (a debit never overdraws). */
export async function approveAdjustment(db: Db, actor: Actor, id: number): Promise<Adjustment> {
  return db.transaction(async (tx) => {
    const row = await lockForDecision(tx, id, actor);
    const posted = await postAdjustment(tx, row, actor);
    await recordAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: 'adjustment.approve',
      subject: `user:${row.userId}`,
      before: { adjustment: row.id, status: 'pending', money: formatMoney(posted.before) },
      after: { adjustment: row.id, status: 'posted', money: formatMoney(posted.after), amount: row.amount },
    });
    return answer(tx, id);
  });
}

/** The second admin rejects a pending adjustment with a reason; nothing moves. */
export async function rejectAdjustment(
  db: Db,
  actor: Actor,
  body: { id: number; reason: string },
): Promise<Adjustment> {
  return db.transaction(async (tx) => {
    const row = await lockForDecision(tx, body.id, actor);
    await adjustments.updateAdjustment(tx, row.id, {
      status: 'rejected',
      decidedBy: actor.id,
      decidedAt: new Date(),
      decisionReason: body.reason,
    });
    await recordAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: 'adjustment.reject',
      subject: `user:${row.userId}`,
      before: { adjustment: row.id, status: 'pending' },
      after: { adjustment: row.id, status: 'rejected', reason: body.reason },
    });
    return answer(tx, body.id);
  });
}

export async function listAdjustments(
  db: Db,
  params: PageParams & { status?: AdjustmentStatus | undefined; user_id?: number | undefined },
): Promise<Paged<Adjustment>> {
  const { rows, total } = await adjustments.listAdjustments(db, {
    status: params.status,
    userId: params.user_id,
    limit: params.limit,
    offset: offsetOf(params),
  });
  return toPage(rows, presentAdjustment, total, params);
}

function presentAdjustment({ adjustment: row, username, requester, decider }: adjustments.NamedAdjustment) {
  return {
    id: row.id,
    user_id: row.userId,
    username,
    amount: formatMoney(row.amount),
    reason: row.reason,
    status: row.status,
    approvals_required: row.approvalsRequired,
    requested_by: row.requestedBy,
    requester,
    created_at: row.createdAt.toISOString(),
    decided_by: row.decidedBy,
    decider,
    decided_at: row.decidedAt?.toISOString() ?? null,
    decision_reason: row.decisionReason,
    entry_id: row.entryId,
  };
}
