import type { AdminLoan, AdminLoanDetail, Instalment, Loan, LoanDetail } from '@market/contract';
import { localize } from '../../lib/localize.ts';
import { formatMoney } from '../../lib/money.ts';
import type { AdminLoanRow, InstalmentRow, LoanRow } from './queries.ts';

// a loan for the wire: money in its shortest exact form, moments as ISO strings, names in the reader's language

const iso = (moment: Date | null) => moment?.toISOString() ?? null;

export function presentInstalment(row: InstalmentRow): Instalment {
  return {
    seq: row.seq,
    due_day: row.dueDay,
    due_at: iso(row.dueAt),
    principal: formatMoney(row.principal),
    interest: formatMoney(row.interest),
    amount: formatMoney(row.amount),
    status: row.status,
    paid_at: iso(row.paidAt),
  };
}

/** The earliest unpaid instalment of a loan being repaid. */
function nextDue(row: LoanRow, schedule: InstalmentRow[]): Instalment | null {
  if (row.status !== 'repaying' && row.status !== 'overdue') return null;
  const next = schedule.find((instalment) => instalment.status !== 'paid');
  return next ? presentInstalment(next) : null;
}

export function presentLoan(row: LoanRow, schedule: InstalmentRow[], lang: string): Loan {
  return {
    id: row.id,
    product: row.productId,
    product_name: localize(row.productName, lang),
    currency: row.currency,
    principal: formatMoney(row.principal),
    daily_rate: formatMoney(row.dailyRate),
    term_days: row.termDays,
    interest: formatMoney(row.interest),
    total_due: formatMoney(row.totalDue),
    repaid: formatMoney(row.repaid),
    outstanding: formatMoney(row.outstanding),
    status: row.status,
    reason: row.reason,
    next_due: nextDue(row, schedule),
    created_at: row.createdAt.toISOString(),
    reviewed_at: iso(row.reviewedAt),
    disbursed_at: iso(row.disbursedAt),
    repaid_at: iso(row.repaidAt),
  };
}

/** A private upload is read through `/api/index/file/{id}`: its owner and admins only. */
const privateFile = (id: number) => ({ id, url: `/api/index/file/${id}` });

export function presentLoanDetail(row: LoanRow, schedule: InstalmentRow[], lang: string): LoanDetail {
  return {
    ...presentLoan(row, schedule, lang),
    purpose: row.purpose,
    credit_score: row.creditScore,
    documents: row.documents.map(privateFile),
    instalments: schedule.map(presentInstalment),
  };
}

export function presentAdminLoan(row: AdminLoanRow, schedule: InstalmentRow[], lang: string): AdminLoan {
  return { ...presentLoan(row.loan, schedule, lang), user_id: row.loan.userId, username: row.username };
}

export function presentAdminLoanDetail(
  row: AdminLoanRow,
  schedule: InstalmentRow[],
  lang: string,
): AdminLoanDetail {
  return {
    ...presentLoanDetail(row.loan, schedule, lang),
    user_id: row.loan.userId,
    username: row.username,
    email: row.email,
    score: row.score,
  };
}
