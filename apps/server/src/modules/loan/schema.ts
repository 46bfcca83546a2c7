import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, moment, money } from '../../db/columns.ts';
import { users } from '../user/schema.ts';

export type LoanStatus = 'reviewing' | 'rejected' | 'repaying' | 'overdue' | 'repaid';
export type InstalmentStatus = 'pending' | 'overdue' | 'paid';

/**
 * A user's loan (decision 036), from application to the last repayment. The amounts are fixed when
 * it is applied for (simple interest); on approval the principal is credited to the balance and
 * `outstanding` becomes `total_due`, which repayments bring down to exactly zero. The platform's
 * side is the ledger's `loans_receivable` system account, whose entries for `loan:<id>` always sum
 * to minus `outstanding`. A user has at most one open loan (under review or being repaid).
 */
export const loans = pgTable(
  'loans',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** The product of the site setting `loan_products`, and its name when applied for. */
    productId: text('product_id').notNull(),
    productName: jsonb('product_name').$type<Record<string, string>>().notNull(),
    currency: text('currency').$type<'USDT'>().notNull().default('USDT'),
    principal: money('principal').notNull(),
    dailyRate: money('daily_rate').notNull(),
    termDays: integer('term_days').notNull(),
    interest: money('interest').notNull(),
    totalDue: money('total_due').notNull(),
    repaid: money('repaid').notNull().default('0'),
    outstanding: money('outstanding').notNull().default('0'),
    purpose: text('purpose').notNull(),
    /** Private uploads of the applicant, by id: served to them and to admins only. */
    documents: jsonb('documents').$type<number[]>().notNull(),
    /** The applicant's credit score when they applied (spec §3, User). */
    creditScore: integer('credit_score').notNull(),
    status: text('status').$type<LoanStatus>().notNull().default('reviewing'),
    reason: text('reason').notNull().default(''),
    reviewerId: bigint('reviewer_id', { mode: 'number' }).references(() => users.id),
    createdAt: createdAt(),
    reviewedAt: moment('reviewed_at'),
    disbursedAt: moment('disbursed_at'),
    repaidAt: moment('repaid_at'),
  },
  (t) => [
    index('loans_user_idx').on(t.userId, t.id.desc().nullsFirst()),
    index('loans_status_idx').on(t.status, t.id),
    // one open loan per user: two applications at once are one insert and one unique violation
    uniqueIndex('loans_open_key')
      .on(t.userId)
      .where(sql`${t.status} in ('reviewing', 'repaying', 'overdue')`),
    check('loans_status', sql`${t.status} in ('reviewing', 'rejected', 'repaying', 'overdue', 'repaid')`),
    check('loans_principal_positive', sql`${t.principal} > 0`),
    check('loans_term', sql`${t.termDays} between 1 and 3650`),
    check('loans_total', sql`${t.totalDue} = ${t.principal} + ${t.interest} and ${t.interest} >= 0`),
    // nothing is owed before the money left; afterwards what was repaid and what is owed make the total
    check(
      'loans_balance',
      sql`${t.repaid} >= 0 and ${t.outstanding} >= 0 and case
        when ${t.status} in ('reviewing', 'rejected') then ${t.repaid} = 0 and ${t.outstanding} = 0
        else ${t.repaid} + ${t.outstanding} = ${t.totalDue} and (${t.status} = 'repaid') = (${t.outstanding} = 0) end`,
    ),
  ],
);

/**
 * One payment of a loan's schedule: written with the application (`due_day` after disbursal),
 * dated when the loan is approved, paid whole, earliest first. The clock marks a pending one past
 * `due_at` overdue.
 */
export const loanInstalments = pgTable(
  'loan_instalments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    loanId: bigint('loan_id', { mode: 'number' })
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    seq: smallint('seq').notNull(),
    dueDay: integer('due_day').notNull(),
    dueAt: moment('due_at'),
    principal: money('principal').notNull(),
    interest: money('interest').notNull(),
    amount: money('amount').notNull(),
    status: text('status').$type<InstalmentStatus>().notNull().default('pending'),
    paidAt: moment('paid_at'),
  },
  (t) => [
    uniqueIndex('loan_instalments_seq_key').on(t.loanId, t.seq),
    // what the clock looks at: dated, unpaid, not yet marked
    index('loan_instalments_due_idx')
      .on(t.dueAt)
      .where(sql`${t.status} = 'pending' and ${t.dueAt} is not null`),
    check('loan_instalments_status', sql`${t.status} in ('pending', 'overdue', 'paid')`),
    check('loan_instalments_amount', sql`${t.amount} = ${t.principal} + ${t.interest} and ${t.amount} > 0`),
    check('loan_instalments_paid', sql`(${t.status} = 'paid') = (${t.paidAt} is not null)`),
  ],
);
