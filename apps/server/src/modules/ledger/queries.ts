import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { auditLog, ledgerEntries, users } from '../../db/schema.ts';

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

export async function userExists(db: Db | Tx, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}

export async function recordAudit(
  tx: Tx,
  entry: { actorId: number; action: string; subject: string; before: unknown; after: unknown },
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    subject: entry.subject,
    before: JSON.stringify(entry.before),
    after: JSON.stringify(entry.after),
  });
}
