import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../user/index.ts';
import { withdrawalApprovals, withdrawals } from './schema.ts';

export interface ApprovalRow {
  withdrawalId: number;
  adminId: number;
  username: string;
  createdAt: Date;
}

/** The approvals of some withdrawals, oldest first, with each admin's name. */
export async function listApprovals(db: Db | Tx, withdrawalIds: number[]): Promise<ApprovalRow[]> {
  if (withdrawalIds.length === 0) return [];
  return db
    .select({
      withdrawalId: withdrawalApprovals.withdrawalId,
      adminId: withdrawalApprovals.adminId,
      username: users.username,
      createdAt: withdrawalApprovals.createdAt,
    })
    .from(withdrawalApprovals)
    .innerJoin(users, eq(users.id, withdrawalApprovals.adminId))
    .where(inArray(withdrawalApprovals.withdrawalId, withdrawalIds))
    .orderBy(asc(withdrawalApprovals.createdAt), asc(withdrawalApprovals.adminId));
}

/** An admin's approval; the key refuses a second one by the same admin. */
export async function insertApproval(tx: Tx, withdrawalId: number, adminId: number): Promise<void> {
  await tx.insert(withdrawalApprovals).values({ withdrawalId, adminId });
}

/** One withdrawal with its holder's name, for the back office's answer. */
export async function findAdminWithdrawal(db: Db | Tx, id: number) {
  const [row] = await db
    .select({ withdrawal: withdrawals, username: users.username })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(eq(withdrawals.id, id));
  return row;
}
