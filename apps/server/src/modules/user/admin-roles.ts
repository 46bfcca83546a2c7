import { forgetUser } from '../../lib/session-cache.ts';
import type { AdminRole } from '@market/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { users } from './schema.ts';

const adminColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  role: users.role,
  adminRole: users.adminRole,
  isDisabled: users.isDisabled,
  createdAt: users.createdAt,
};
export type AdminRow = Pick<
  typeof users.$inferSelect,
  'id' | 'username' | 'email' | 'role' | 'adminRole' | 'isDisabled' | 'createdAt'
>;

const adminsWhere = (adminRole?: AdminRole) =>
  adminRole ? and(eq(users.role, 'admin'), eq(users.adminRole, adminRole)) : eq(users.role, 'admin');

/** The admins, oldest first, of one role when asked; and how many there are. */
export async function listAdmins(
  db: Db,
  params: { adminRole?: AdminRole; page: number; limit: number },
): Promise<{ rows: AdminRow[]; total: number }> {
  const where = adminsWhere(params.adminRole);
  const [rows, [total]] = await Promise.all([
    db
      .select(adminColumns)
      .from(users)
      .where(where)
      .orderBy(asc(users.id))
      .limit(params.limit)
      .offset((params.page - 1) * params.limit),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A user's row for an admin change, locked for the rest of the transaction. */
export async function lockAdminCandidate(tx: Tx, userId: number): Promise<AdminRow | undefined> {
  const [row] = await tx.select(adminColumns).from(users).where(eq(users.id, userId)).for('update');
  return row;
}

/** How many super admins there are (the last one cannot be demoted). */
export async function countSuperAdmins(tx: Tx): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(users).where(adminsWhere('super'));
  return row?.n ?? 0;
}

/** Makes the user an admin of `adminRole`, or (null) a buyer again. */
export async function setAdminRole(tx: Tx, userId: number, adminRole: AdminRole | null): Promise<AdminRow> {
  forgetUser(userId);
  const [row] = await tx
    .update(users)
    .set({ role: adminRole ? 'admin' : 'buyer', adminRole, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning(adminColumns);
  return row!;
}
