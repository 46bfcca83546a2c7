import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { users } from '../user/index.ts';
import { sessions } from './schema.ts';
import { forgetUser } from '../../lib/session-cache.ts';

export const SESSION_DAYS = 30;

export async function insertSession(
  db: Db,
  params: { userId: number; tokenHash: string; ip: string; userAgent: string },
): Promise<number> {
  const [row] = await db
    .insert(sessions)
    .values({
      ...params,
      userAgent: params.userAgent.slice(0, 300),
      expiresAt: sql`now() + interval '${sql.raw(String(SESSION_DAYS))} days'`,
    })
    .returning({ id: sessions.id });
  return row!.id;
}

function buildSessionQuery(db: Db, name: string) {
  return db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      user: { id: users.id, role: users.role, adminRole: users.adminRole, isDisabled: users.isDisabled },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`now()`)))
    .prepare(name);
}

/** The live session of a token hash, with its user: a prepared query, as every signed-in call asks it. */
export async function findSession(db: Db, tokenHash: string) {
  const [row] = await preparedQuery(db, 'session_by_token', buildSessionQuery).execute({ tokenHash });
  return row;
}

/** Sliding expiry: a session in use stays alive. */
export async function touchSession(db: Db, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()`, expiresAt: sql`now() + interval '${sql.raw(String(SESSION_DAYS))} days'` })
    .where(eq(sessions.id, sessionId));
}

export async function deleteSession(db: Db, sessionId: number): Promise<void> {
  const rows = await db
    .delete(sessions)
    .where(eq(sessions.id, sessionId))
    .returning({ userId: sessions.userId });
  for (const row of rows) forgetUser(row.userId);
}

/** Ends every session of a user but `keepSessionId` (after a password change). */
export async function deleteOtherSessions(db: Db, userId: number, keepSessionId?: number): Promise<void> {
  forgetUser(userId);
  await db
    .delete(sessions)
    .where(
      keepSessionId === undefined
        ? eq(sessions.userId, userId)
        : and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)),
    );
}

/** A user's live sessions, latest used first: where and on what they are signed in (never the token). */
export function listUserSessions(db: Db, userId: number) {
  return db
    .select({
      id: sessions.id,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(50);
}

/** Ends every session of a user (frozen, or revoked by support); answers how many there were. */
export async function deleteUserSessions(db: Db, userId: number): Promise<number> {
  forgetUser(userId);
  const rows = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return rows.length;
}
