import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailCodes } from './schema.ts';

/** Seconds since the newest code sent to this address, any event. */
export async function secondsSinceLastCode(db: Db, email: string): Promise<number | undefined> {
  const [row] = await db
    .select({ age: sql<number>`extract(epoch from now() - ${emailCodes.createdAt})::float8` })
    .from(emailCodes)
    .where(eq(emailCodes.email, email))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  return row?.age;
}

export async function insertCode(
  db: Db,
  params: { email: string; event: string; codeHash: string; ttlSeconds: number },
): Promise<number> {
  const [row] = await db
    .insert(emailCodes)
    .values({
      email: params.email,
      event: params.event,
      codeHash: params.codeHash,
      expiresAt: sql`now() + make_interval(secs => ${params.ttlSeconds})`,
    })
    .returning({ id: emailCodes.id });
  return row!.id;
}

export async function deleteCode(db: Db, id: number): Promise<void> {
  await db.delete(emailCodes).where(eq(emailCodes.id, id));
}

/** The newest usable code of an address and event: unused, unexpired, not burnt by wrong tries. */
export async function findLiveCode(db: Db, email: string, event: string, maxAttempts: number) {
  const [row] = await db
    .select({ id: emailCodes.id, codeHash: emailCodes.codeHash })
    .from(emailCodes)
    .where(
      and(
        eq(emailCodes.email, email),
        eq(emailCodes.event, event),
        isNull(emailCodes.usedAt),
        gt(emailCodes.expiresAt, sql`now()`),
        lt(emailCodes.attempts, maxAttempts),
      ),
    )
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  return row;
}

export async function countWrongAttempt(db: Db, id: number): Promise<void> {
  await db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(eq(emailCodes.id, id));
}

/** Marks a code used; false when another request used it first. */
export async function consumeCode(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(emailCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailCodes.id, id), isNull(emailCodes.usedAt)))
    .returning({ id: emailCodes.id });
  return rows.length === 1;
}
