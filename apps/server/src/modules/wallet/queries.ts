import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../user/index.ts';
import { recharges, withdrawals } from './schema.ts';

export type RechargeRow = typeof recharges.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type NewRecharge = typeof recharges.$inferInsert;
export type NewWithdrawal = typeof withdrawals.$inferInsert;

export async function countPendingRecharges(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(recharges)
    .where(and(eq(recharges.userId, userId), eq(recharges.status, 'pending')));
  return row!.n;
}

export async function insertRecharge(tx: Tx, values: NewRecharge): Promise<RechargeRow> {
  const [row] = await tx.insert(recharges).values(values).returning();
  return row!;
}

export async function insertWithdrawal(tx: Tx, values: NewWithdrawal): Promise<WithdrawalRow> {
  const [row] = await tx.insert(withdrawals).values(values).returning();
  return row!;
}

/** One of the user's recharges; another user's is not found. */
export async function findUserRecharge(db: Db, userId: number, id: number): Promise<RechargeRow | undefined> {
  const [row] = await db
    .select()
    .from(recharges)
    .where(and(eq(recharges.id, id), eq(recharges.userId, userId)));
  return row;
}

/** A recharge locked for its review: a second reviewer waits, then sees it decided. */
export async function lockRecharge(tx: Tx, id: number): Promise<RechargeRow | undefined> {
  const [row] = await tx.select().from(recharges).where(eq(recharges.id, id)).for('update');
  return row;
}

export async function lockWithdrawal(tx: Tx, id: number): Promise<WithdrawalRow | undefined> {
  const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
  return row;
}

export async function updateRecharge(tx: Tx, id: number, values: Partial<NewRecharge>): Promise<RechargeRow> {
  const [row] = await tx.update(recharges).set(values).where(eq(recharges.id, id)).returning();
  return row!;
}

export async function updateWithdrawal(
  tx: Tx,
  id: number,
  values: Partial<NewWithdrawal>,
): Promise<WithdrawalRow> {
  const [row] = await tx.update(withdrawals).set(values).where(eq(withdrawals.id, id)).returning();
  return row!;
}

export interface ListFilter {
  userId?: number | undefined;
  status?: string | undefined;
  /** Only withdrawals from the user's own balance, not from their store's account. */
  fromBalance?: boolean;
  limit: number;
  offset: number;
}

export async function listRecharges(db: Db, filter: ListFilter) {
  const where = rechargeWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({ recharge: recharges, username: users.username })
      .from(recharges)
      .innerJoin(users, eq(users.id, recharges.userId))
      .where(where)
      .orderBy(desc(recharges.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(recharges).where(where),
  ]);
  return { rows, total: total!.n };
}

export async function listWithdrawals(db: Db, filter: ListFilter) {
  const where = withdrawalWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({ withdrawal: withdrawals, username: users.username })
      .from(withdrawals)
      .innerJoin(users, eq(users.id, withdrawals.userId))
      .where(where)
      .orderBy(desc(withdrawals.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(withdrawals).where(where),
  ]);
  return { rows, total: total!.n };
}

function rechargeWhere(filter: ListFilter): SQL | undefined {
  return and(
    filter.userId === undefined ? undefined : eq(recharges.userId, filter.userId),
    filter.status === undefined ? undefined : eq(recharges.status, filter.status as RechargeRow['status']),
  );
}

function withdrawalWhere(filter: ListFilter): SQL | undefined {
  return and(
    filter.userId === undefined ? undefined : eq(withdrawals.userId, filter.userId),
    filter.fromBalance ? isNull(withdrawals.storeId) : undefined,
    filter.status === undefined
      ? undefined
      : eq(withdrawals.status, filter.status as WithdrawalRow['status']),
  );
}

/** What the store's withdrawals not yet paid or rejected (pending or approved) hold. */
export async function sumPendingStoreWithdrawals(db: Db, storeId: number): Promise<string> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${withdrawals.held}), 0)::text` })
    .from(withdrawals)
    .where(and(eq(withdrawals.storeId, storeId), inArray(withdrawals.status, ['pending', 'approved'])));
  return row?.total ?? '0';
}

/** The states of some of the store's withdrawals, by id (another store's id is left out). */
export async function storeWithdrawalStatuses(
  db: Db,
  storeId: number,
  ids: number[],
): Promise<Map<number, WithdrawalRow['status']>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: withdrawals.id, status: withdrawals.status })
    .from(withdrawals)
    .where(and(eq(withdrawals.storeId, storeId), inArray(withdrawals.id, ids)));
  return new Map(rows.map((row) => [row.id, row.status]));
}
