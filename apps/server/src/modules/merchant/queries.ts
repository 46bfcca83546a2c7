import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../user/index.ts';
import { type ApplicationStatus, merchantApplications } from './schema.ts';

export type ApplicationRow = typeof merchantApplications.$inferSelect;
export type ApplicationValues = Pick<
  ApplicationRow,
  | 'storeName'
  | 'logo'
  | 'idNumber'
  | 'realName'
  | 'idFrontId'
  | 'idBackId'
  | 'idHoldId'
  | 'signatureId'
  | 'inviteCode'
>;

export async function findApplicationOf(db: Db | Tx, userId: number): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(merchantApplications).where(eq(merchantApplications.userId, userId));
  return row;
}

/**
 * Files a new application, or puts a rejected one back under review with its corrections, in one
 * statement; undefined when the user's application is under review or approved already (two
 * submissions at once: the unique user index makes the second one of these).
 */
export async function submitApplication(
  db: Db,
  userId: number,
  values: ApplicationValues,
): Promise<ApplicationRow | undefined> {
  const fresh = {
    ...values,
    status: 'reviewing' as const,
    reason: '',
    reviewerId: null,
    reviewedAt: null,
    storeId: null,
    submittedAt: sql`now()`,
    signedOn: sql`current_date`,
  };
  const [row] = await db
    .insert(merchantApplications)
    .values({ ...fresh, userId })
    .onConflictDoUpdate({
      target: merchantApplications.userId,
      set: fresh,
      setWhere: eq(merchantApplications.status, 'rejected'),
    })
    .returning();
  return row;
}

export async function lockApplication(tx: Tx, id: number): Promise<ApplicationRow | undefined> {
  const [row] = await tx
    .select()
    .from(merchantApplications)
    .where(eq(merchantApplications.id, id))
    .for('update');
  return row;
}

export async function updateApplication(
  tx: Tx,
  id: number,
  values: Partial<ApplicationRow>,
): Promise<ApplicationRow> {
  const [row] = await tx
    .update(merchantApplications)
    .set(values)
    .where(eq(merchantApplications.id, id))
    .returning();
  return row!;
}

const withApplicant = {
  application: merchantApplications,
  username: users.username,
  email: users.email,
};
export type AdminApplicationRow = { application: ApplicationRow; username: string; email: string };

/** The review queue: under review oldest first (first come, first served); decided ones newest first. */
export async function listApplications(
  db: Db,
  options: { status: ApplicationStatus | undefined; limit: number; offset: number },
): Promise<{ rows: AdminApplicationRow[]; total: number }> {
  const where = options.status ? eq(merchantApplications.status, options.status) : undefined;
  const order = options.status === 'reviewing' ? asc(merchantApplications.id) : desc(merchantApplications.id);
  const [rows, [count]] = await Promise.all([
    db
      .select(withApplicant)
      .from(merchantApplications)
      .innerJoin(users, eq(users.id, merchantApplications.userId))
      .where(where)
      .orderBy(order)
      .limit(options.limit)
      .offset(options.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(merchantApplications)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function findAdminApplication(
  db: Db | Tx,
  id: number,
): Promise<AdminApplicationRow | undefined> {
  const [row] = await db
    .select(withApplicant)
    .from(merchantApplications)
    .innerJoin(users, eq(users.id, merchantApplications.userId))
    .where(and(eq(merchantApplications.id, id)));
  return row;
}
