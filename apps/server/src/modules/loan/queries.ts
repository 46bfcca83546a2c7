import type { PlannedInstalment } from '@market/contract';
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../user/index.ts';
import { loanInstalments, type LoanStatus, loans } from './schema.ts';

export type LoanRow = typeof loans.$inferSelect;
export type InstalmentRow = typeof loanInstalments.$inferSelect;
export type NewLoan = Pick<
  LoanRow,
  | 'userId'
  | 'productId'
  | 'productName'
  | 'principal'
  | 'dailyRate'
  | 'termDays'
  | 'interest'
  | 'totalDue'
  | 'purpose'
  | 'documents'
  | 'creditScore'
>;

/** Files an application with its planned schedule; a second open loan of the user violates `loans_open_key`. */
export async function insertLoan(tx: Tx, values: NewLoan, schedule: PlannedInstalment[]): Promise<LoanRow> {
  const [row] = await tx.insert(loans).values(values).returning();
  await tx.insert(loanInstalments).values(
    schedule.map((planned) => ({
      loanId: row!.id,
      seq: planned.seq,
      dueDay: planned.due_day,
      principal: planned.principal,
      interest: planned.interest,
      amount: planned.amount,
    })),
  );
  return row!;
}

/** The user's loan under review or being repaid, if any. */
export async function findOpenLoan(db: Db, userId: number): Promise<LoanRow | undefined> {
  const [row] = await db
    .select()
    .from(loans)
    .where(and(eq(loans.userId, userId), inArray(loans.status, ['reviewing', 'repaying', 'overdue'])));
  return row;
}

export async function listUserLoans(
  db: Db,
  userId: number,
  options: { limit: number; offset: number },
): Promise<{ rows: LoanRow[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(loans)
      .where(eq(loans.userId, userId))
      .orderBy(desc(loans.id))
      .limit(options.limit)
      .offset(options.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(loans)
      .where(eq(loans.userId, userId)),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** The caller's own loan (another user's id finds nothing). */
export async function findUserLoan(db: Db | Tx, userId: number, id: number): Promise<LoanRow | undefined> {
  const [row] = await db
    .select()
    .from(loans)
    .where(and(eq(loans.id, id), eq(loans.userId, userId)));
  return row;
}

/** A loan locked for a decision or a repayment: a second one waits here, then sees the first's outcome. */
export async function lockLoan(tx: Tx, id: number, userId?: number): Promise<LoanRow | undefined> {
  const [row] = await tx
    .select()
    .from(loans)
    .where(userId === undefined ? eq(loans.id, id) : and(eq(loans.id, id), eq(loans.userId, userId)))
    .for('update');
  return row;
}

export async function updateLoan(tx: Tx, id: number, values: Partial<LoanRow>): Promise<LoanRow> {
  const [row] = await tx.update(loans).set(values).where(eq(loans.id, id)).returning();
  return row!;
}

/** The schedules of some loans, in order. */
export async function instalmentsOf(db: Db | Tx, loanIds: number[]): Promise<Map<number, InstalmentRow[]>> {
  const byLoan = new Map<number, InstalmentRow[]>(loanIds.map((id) => [id, []]));
  if (loanIds.length === 0) return byLoan;
  const rows = await db
    .select()
    .from(loanInstalments)
    .where(inArray(loanInstalments.loanId, loanIds))
    .orderBy(asc(loanInstalments.loanId), asc(loanInstalments.seq));
  for (const row of rows) byLoan.get(row.loanId)!.push(row);
  return byLoan;
}

/** Dates the schedule from the payout: instalment k falls due `due_day` days after it. */
export async function dateInstalments(tx: Tx, loanId: number, paidOutAt: Date): Promise<void> {
  await tx
    .update(loanInstalments)
    .set({
      dueAt: sql`${paidOutAt.toISOString()}::timestamptz + make_interval(days => ${loanInstalments.dueDay})`,
    })
    .where(eq(loanInstalments.loanId, loanId));
}

export async function markInstalmentsPaid(tx: Tx, ids: number[], paidAt: Date): Promise<void> {
  await tx.update(loanInstalments).set({ status: 'paid', paidAt }).where(inArray(loanInstalments.id, ids));
}

/**
 * The clock's step: pending instalments due by `now` become overdue, and so do their loans still
 * being repaid. One statement each; a second clock at the same moment finds nothing left to mark.
 */
export async function markOverdue(db: Db, now: Date): Promise<{ instalments: number; loans: number }> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .update(loanInstalments)
      .set({ status: 'overdue' })
      .where(
        and(
          eq(loanInstalments.status, 'pending'),
          lte(loanInstalments.dueAt, now),
          inArray(
            loanInstalments.loanId,
            tx
              .select({ id: loans.id })
              .from(loans)
              .where(inArray(loans.status, ['repaying', 'overdue'])),
          ),
        ),
      )
      .returning({ loanId: loanInstalments.loanId });
    const loanIds = [...new Set(marked.map((row) => row.loanId))];
    if (loanIds.length === 0) return { instalments: 0, loans: 0 };
    const late = await tx
      .update(loans)
      .set({ status: 'overdue' })
      .where(and(inArray(loans.id, loanIds), eq(loans.status, 'repaying')))
      .returning({ id: loans.id });
    return { instalments: marked.length, loans: late.length };
  });
}

const withApplicant = { loan: loans, username: users.username, email: users.email, score: users.score };
export type AdminLoanRow = { loan: LoanRow; username: string; email: string; score: number };

/** The back office's list: by status (reviewing oldest first, the others newest first) and user. */
export async function listLoans(
  db: Db,
  options: { status?: LoanStatus | undefined; userId?: number | undefined; limit: number; offset: number },
): Promise<{ rows: AdminLoanRow[]; total: number }> {
  const where = and(
    options.status ? eq(loans.status, options.status) : undefined,
    options.userId ? eq(loans.userId, options.userId) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select(withApplicant)
      .from(loans)
      .innerJoin(users, eq(users.id, loans.userId))
      .where(where)
      .orderBy(options.status === 'reviewing' ? asc(loans.id) : desc(loans.id))
      .limit(options.limit)
      .offset(options.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(loans)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function findAdminLoan(db: Db | Tx, id: number): Promise<AdminLoanRow | undefined> {
  const [row] = await db
    .select(withApplicant)
    .from(loans)
    .innerJoin(users, eq(users.id, loans.userId))
    .where(eq(loans.id, id));
  return row;
}
