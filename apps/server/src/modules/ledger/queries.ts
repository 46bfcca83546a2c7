import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { balanceColumns, ledgerEntries } from './schema.ts';

export type EntryRow = typeof ledgerEntries.$inferSelect;

const ofUser = (userId: number) =>
  and(eq(ledgerEntries.accountType, 'user'), eq(ledgerEntries.accountId, userId));

export function listUserEntries(db: Db, userId: number, options: { limit: number; offset: number }) {
  return db
    .select()
    .from(ledgerEntries)
    .where(ofUser(userId))
    .orderBy(desc(ledgerEntries.id))
    .limit(options.limit)
    .offset(options.offset);
}

export async function countUserEntries(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(ledgerEntries)
    .where(ofUser(userId));
  return row?.total ?? 0;
}

/** Whether the user has any entry yet (the demo wallet is funded once). */
export async function hasUserEntries(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: ledgerEntries.id }).from(ledgerEntries).where(ofUser(userId)).limit(1);
  return row !== undefined;
}

const { table: users, column: userBalance } = balanceColumns.user;

/** A user's balance, or undefined when there is no such user. */
export async function findUserBalance(db: Db | Tx, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ balance: userBalance }).from(users).where(eq(users.id, userId));
  return row?.balance;
}

/** The balances of some users by id (an unknown id is left out). */
export async function findUserBalances(db: Db | Tx, userIds: number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, balance: userBalance })
    .from(users)
    .where(inArray(users.id, userIds));
  return new Map(rows.map((row) => [row.id, row.balance]));
}
