import type { AdminLoan, AdminLoanDetail, loanReviewRequest, LoanStatus, Paged } from '@market/contract';
import { subtract } from '@market/contract/decimal';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { fail, notFound } from '../../lib/app-error.ts';
import { formatMoney } from '../../lib/money.ts';
import { offsetOf, type PageParams, toPage } from '../../lib/paging.ts';
import { recordAudit } from '../audit/index.ts';
import { post, SystemAccount } from '../ledger/index.ts';
import { notify } from '../message/index.ts';
import { presentAdminLoan, presentAdminLoanDetail } from './present.ts';
import * as queries from './queries.ts';

// the back office's half of loans: the review queue and its decisions

type ReviewBody = z.output<typeof loanReviewRequest>;

export async function adminListLoans(
  db: Db,
  lang: string,
  params: PageParams & { status?: LoanStatus | undefined; user_id?: number | undefined },
): Promise<Paged<AdminLoan>> {
  const { rows, total } = await queries.listLoans(db, {
    status: params.status,
    userId: params.user_id,
    limit: params.limit,
    offset: offsetOf(params),
  });
  const schedules = await queries.instalmentsOf(
    db,
    rows.map((row) => row.loan.id),
  );
  return toPage(rows, (row) => presentAdminLoan(row, schedules.get(row.loan.id)!, lang), total, params);
}

async function adminDetailOf(db: Db | Tx, id: number, lang: string): Promise<AdminLoanDetail> {
  const row = await queries.findAdminLoan(db, id);
  if (!row) throw notFound('msg.loan_not_found');
  const schedules = await queries.instalmentsOf(db, [id]);
  return presentAdminLoanDetail(row, schedules.get(id)!, lang);
}

export const adminLoanDetail = (db: Db, id: number, lang: string) => adminDetailOf(db, id, lang);

/** What a second decision is told, by how the first one ended. */
const DECIDED: Record<Exclude<LoanStatus, 'reviewing'>, string> = {
  rejected: 'msg.already_rejected',
  repaying: 'msg.already_approved',
  overdue: 'msg.already_approved',
  repaid: 'msg.already_approved',
};

/**
 * The payout of an approved loan: the principal to the borrower's balance, the loan's whole due
 * (principal and interest) to `loans_receivable`, the interest to `loan_interest`. Repayments then
 * move the receivable back to zero.
 */
async function disburse(tx: Tx, loan: queries.LoanRow, adminId: number): Promise<void> {
  await post(tx, {
    kind: 'loan_disbursement',
    reference: `loan:${loan.id}`,
    actorId: adminId,
    legs: [
      { type: 'user', id: loan.userId, amount: loan.principal },
      { type: 'system', id: SystemAccount.loansReceivable.id, amount: subtract('0', loan.totalDue) },
      { type: 'system', id: SystemAccount.loanInterest.id, amount: loan.interest },
    ],
  });
}

/**
 * Decides an application once, under the loan's row lock: a second decision waits, then is
 * refused, so a loan is paid out at most once. Approving pays out and dates the schedule from now;
 * rejecting records the reason. Audited, and the borrower is told in a site message, all in the
 * decision's transaction.
 */
export async function reviewLoan(
  db: Db,
  adminId: number,
  lang: string,
  body: ReviewBody,
): Promise<AdminLoanDetail> {
  return db.transaction(async (tx) => {
    const loan = await queries.lockLoan(tx, body.id);
    if (!loan) throw notFound('msg.loan_not_found');
    if (loan.status !== 'reviewing') throw fail(DECIDED[loan.status]);
    const now = new Date();
    let updated: queries.LoanRow;
    if (body.approve) {
      await disburse(tx, loan, adminId);
      await queries.dateInstalments(tx, loan.id, now);
      updated = await queries.updateLoan(tx, loan.id, {
        status: 'repaying',
        outstanding: loan.totalDue,
        reviewerId: adminId,
        reviewedAt: now,
        disbursedAt: now,
      });
    } else {
      updated = await queries.updateLoan(tx, loan.id, {
        status: 'rejected',
        reason: body.reason!,
        reviewerId: adminId,
        reviewedAt: now,
      });
    }
    await recordAudit(tx, {
      actorId: adminId,
      action: body.approve ? 'loan.approve' : 'loan.reject',
      subject: `loan:${loan.id}`,
      before: { status: loan.status },
      after: { status: updated.status, principal: updated.principal, reason: updated.reason },
    });
    await (body.approve
      ? notify(tx, loan.userId, 'loan_approved', {
          amount: formatMoney(loan.principal),
          currency: loan.currency,
        })
      : notify(tx, loan.userId, 'loan_rejected', { reason: updated.reason }));
    return adminDetailOf(tx, loan.id, lang);
  });
}
