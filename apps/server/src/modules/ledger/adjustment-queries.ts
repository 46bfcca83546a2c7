import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../user/index.ts';
import { balanceAdjustments } from './schema.ts';

export type AdjustmentRow = typeof balanceAdjustments.$inferSelect;
export type NewAdjustment = typeof balanceAdjustments.$inferInsert;

const requester = alias(users, 'requester');
const decider = alias(users, 'decider');

/** An adjustment with the names of its holder, its requester and who decided it. */
export interface NamedAdjustment {
  adjustment: AdjustmentRow;
  username: string;
  requester: string;
  decider: string | null;
}

export async function insertAdjustment(tx: Tx, values: NewAdjustment): Promise<AdjustmentRow> {
  const [row] = await tx.insert(balanceAdjustments).values(values).returning();
  return row!;
}

/** An adjustment locked for its decision: a second admin deciding at once waits, then sees it decided. */
export async function lockAdjustment(tx: Tx, id: number): Promise<AdjustmentRow | undefined> {
  const [row] = await tx.select().from(balanceAdjustments).where(eq(balanceAdjustments.id, id)).for('update');
  return row;
}

export async function updateAdjustment(tx: Tx, id: number, values: Partial<NewAdjustment>): Promise<void> {
  await tx.update(balanceAdjustments).set(values).where(eq(balanceAdjustments.id, id));
}

const named = (db: Db | Tx) =>
  db
    .select({
      adjustment: balanceAdjustments,
      username: users.username,
      requester: requester.username,
      decider: decider.username,
    })
    .from(balanceAdjustments)
    .innerJoin(users, eq(users.id, balanceAdjustments.userId))
    .innerJoin(requester, eq(requester.id, balanceAdjustments.requestedBy))
    .leftJoin(decider, eq(decider.id, balanceAdjustments.decidedBy));

export async function findAdjustment(db: Db | Tx, id: number): Promise<NamedAdjustment | undefined> {
  const [row] = await named(db).where(eq(balanceAdjustments.id, id));
  return row;
}

export async function listAdjustments(
  db: Db,
  filter: {
    status?: AdjustmentRow['status'] | undefined;
    userId?: number | undefined;
    limit: number;
    offset: number;
  },
): Promise<{ rows: NamedAdjustment[]; total: number }> {
  const where: SQL | undefined = and(
    filter.status === undefined ? undefined : eq(balanceAdjustments.status, filter.status),
    filter.userId === undefined ? undefined : eq(balanceAdjustments.userId, filter.userId),
  );
  const [rows, [total]] = await Promise.all([
    named(db).where(where).orderBy(desc(balanceAdjustments.id)).limit(filter.limit).offset(filter.offset),
    db.select({ n: count() }).from(balanceAdjustments).where(where),
  ]);
  return { rows, total: total!.n };
}
