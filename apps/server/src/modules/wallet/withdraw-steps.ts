import type { AdminWithdrawal } from '@market/contract';
import { rechargeCredit } from '@market/contract';
import { normalizeTxHash } from '@market/contract/crypto-address';
import { subtract } from '@market/contract/decimal';
import type { Db, Tx } from '../../db/client.ts';
import { fail, notFound } from '../../lib/app-error.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { formatMoney } from '../../lib/money.ts';
import { recordAudit } from '../audit/index.ts';
import { post, SystemAccount } from '../ledger/index.ts';
import { notify } from '../message/index.ts';
import { findAdminWithdrawal, insertApproval, listApprovals } from './approval-queries.ts';
import { presentAdminWithdrawal } from './present.ts';
import * as queries from './queries.ts';

// A withdrawal's steps (decision 042): pending → approved (one admin, or two different ones above
// the two-person threshold; never the account holder) → paid with the on-chain hash; or rejected
// with a reason, its hold refunded, at any step before paid. Each step locks the row, so two admins
// deciding at once are taken one after the other, and each step is audited.

/** The admin taking a step, and where from (for the audit). */
export interface Actor {
  id: number;
  ip?: string | undefined;
}

type Row = queries.WithdrawalRow;

/** What a step on a withdrawal that has already ended is told. */
const ENDED = { paid: 'msg.already_paid', rejected: 'msg.already_rejected' } as const;

/** Runs `step` on the locked withdrawal in one transaction; answers it as the back office sees it. */
async function onWithdrawal(
  db: Db,
  id: number,
  step: (tx: Tx, row: Row) => Promise<unknown>,
): Promise<AdminWithdrawal> {
  try {
    return await db.transaction(async (tx) => {
      const row = await queries.lockWithdrawal(tx, id);
      if (!row) throw notFound('msg.withdrawal_not_found');
      await step(tx, row);
      const [found, approvals] = await Promise.all([findAdminWithdrawal(tx, id), listApprovals(tx, [id])]);
      return presentAdminWithdrawal(found!, approvals);
    });
  } catch (error) {
    if (uniqueViolation(error) === 'withdrawals_tx_hash_key')
      throw fail('msg.tx_hash_used', { field: 'tx_hash' });
    throw error;
  }
}

/** An admin never decides on their own money (a seller's store withdrawal is its owner's). */
function refuseHolder(row: Row, actor: Actor) {
  if (row.userId === actor.id) throw fail('msg.own_money_decision');
}

/** The caller's approval: once per admin; the last one needed makes the withdrawal approved. */
async function approve(tx: Tx, row: Row, actor: Actor): Promise<Row> {
  if (row.status !== 'pending')
    throw fail(row.status === 'approved' ? 'msg.already_approved' : ENDED[row.status]);
  refuseHolder(row, actor);
  const before = await listApprovals(tx, [row.id]);
  if (before.some((approval) => approval.adminId === actor.id)) throw fail('msg.already_approved_by_you');
  await insertApproval(tx, row.id, actor.id);
  const count = before.length + 1;
  const updated =
    count >= row.approvalsRequired ? await queries.updateWithdrawal(tx, row.id, { status: 'approved' }) : row;
  await recordAudit(tx, {
    actorId: actor.id,
    ip: actor.ip,
    action: 'withdrawal.approve',
    subject: `withdrawal:${row.id}`,
    before: { status: row.status, approvals: before.map((approval) => approval.adminId) },
    after: {
      status: updated.status,
      approvals: [...before.map((approval) => approval.adminId), actor.id],
      approvals_required: row.approvalsRequired,
    },
  });
  return updated;
}

/** Pays an approved withdrawal: the hold leaves the platform, the fee part to the fees account. */
async function pay(tx: Tx, row: Row, actor: Actor, hash: string): Promise<void> {
  if (row.status === 'pending') {
    const approvals = await listApprovals(tx, [row.id]);
    throw fail(approvals.length === 0 ? 'msg.withdrawal_not_approved' : 'msg.second_approval_pending');
  }
  if (row.status !== 'approved') throw fail(ENDED[row.status]);
  refuseHolder(row, actor);
  const txHash = normalizeTxHash(row.network, hash);
  if (!txHash) throw fail('validation.tx_hash_format', { field: 'tx_hash' });
  const reviewed = { reviewerId: actor.id, reviewedAt: new Date() };
  const updated = await queries.updateWithdrawal(tx, row.id, { ...reviewed, status: 'paid', txHash });
  const paidOut = rechargeCredit(row.receive, row.rate);
  await post(tx, {
    kind: 'withdrawal',
    reference: `withdrawal:${row.id}`,
    actorId: actor.id,
    legs: [
      { type: 'withdrawal', id: row.id, amount: `-${row.held}` },
      { type: 'system', id: SystemAccount.withdrawals.id, amount: paidOut },
      { type: 'system', id: SystemAccount.withdrawalFees.id, amount: subtract(row.held, paidOut) },
    ],
  });
  await recordAudit(tx, {
    actorId: actor.id,
    ip: actor.ip,
    action: 'withdrawal.pay',
    subject: `withdrawal:${row.id}`,
    before: { status: row.status, held: row.held },
    after: { status: updated.status, tx_hash: updated.txHash, held: '0' },
  });
  await notify(tx, row.userId, 'withdrawal_paid', {
    amount: formatMoney(row.amount),
    currency: row.currency,
  });
}

/** Rejects a withdrawal not yet paid: the hold returns to the balance, or to the store's account. */
async function reject(tx: Tx, row: Row, actor: Actor, reason: string): Promise<void> {
  if (row.status === 'paid' || row.status === 'rejected') throw fail(ENDED[row.status]);
  refuseHolder(row, actor);
  const reviewed = { reviewerId: actor.id, reviewedAt: new Date() };
  const updated = await queries.updateWithdrawal(tx, row.id, { ...reviewed, status: 'rejected', reason });
  await post(tx, {
    kind: 'withdrawal_refund',
    reference: `withdrawal:${row.id}`,
    actorId: actor.id,
    legs: [
      { type: 'withdrawal', id: row.id, amount: `-${row.held}` },
      row.storeId === null
        ? { type: 'user', id: row.userId, amount: row.held }
        : { type: 'store', id: row.storeId, amount: row.held },
    ],
  });
  await recordAudit(tx, {
    actorId: actor.id,
    ip: actor.ip,
    action: 'withdrawal.reject',
    subject: `withdrawal:${row.id}`,
    before: { status: row.status, held: row.held },
    after: { status: updated.status, reason: updated.reason, held: '0' },
  });
  await notify(tx, row.userId, 'withdrawal_rejected', { reason: updated.reason });
}

export const approveWithdrawal = (db: Db, actor: Actor, id: number) =>
  onWithdrawal(db, id, (tx, row) => approve(tx, row, actor));

export const payWithdrawal = (db: Db, actor: Actor, body: { id: number; tx_hash?: string | undefined }) =>
  onWithdrawal(db, body.id, (tx, row) => pay(tx, row, actor, body.tx_hash!));

export const rejectWithdrawal = (db: Db, actor: Actor, body: { id: number; reason: string }) =>
  onWithdrawal(db, body.id, (tx, row) => reject(tx, row, actor, body.reason));

/**
 * `POST /api/admin/withdraw/review`, the one-step decision the first back office used: approving
 * adds the caller's approval where one is still needed and pays at once, refused (nothing changed)
 * while another admin's approval is still missing; rejecting is `reject`.
 */
export const reviewWithdrawal = (
  db: Db,
  actor: Actor,
  body: { id: number; approve: boolean; tx_hash?: string | undefined; reason?: string | undefined },
) =>
  onWithdrawal(db, body.id, async (tx, row) => {
    if (!body.approve) return reject(tx, row, actor, body.reason!);
    const approved = row.status === 'pending' ? await approve(tx, row, actor) : row;
    if (approved.status === 'pending') throw fail('msg.second_approval_pending');
    return pay(tx, approved, actor, body.tx_hash!);
  });
