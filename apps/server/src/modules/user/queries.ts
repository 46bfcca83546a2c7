import { eq, getTableColumns, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { forgetUser } from '../../lib/session-cache.ts';
import { users } from './schema.ts';

// the balance (`money`) is a ledger account: the ledger module reads it, this one never does
const { money: _balance, ...columns } = getTableColumns(users);
export const userColumns = columns;

export type UserRow = Omit<typeof users.$inferSelect, 'money'>;
export type NewUser = typeof users.$inferInsert;

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.username, username.toLowerCase()));
  return row;
}

/** Login accepts the username or the e-mail, in any case. */
export async function findUserByAccount(db: Db, account: string): Promise<UserRow | undefined> {
  const value = account.trim().toLowerCase();
  const [row] = await db
    .select(userColumns)
    .from(users)
    .where(or(eq(users.username, value), eq(users.email, value)));
  return row;
}

export async function findUserByInviteCode(db: Db, code: string): Promise<UserRow | undefined> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.inviteCode, code.toUpperCase()));
  return row;
}

/**
 * Takes the user's row lock for the rest of the transaction: writes that check a per-user limit
 * or rule (addresses, cart lines) take turns instead of each counting without the others.
 */
export async function lockUser(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function insertUser(db: Db, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning(userColumns);
  return row!;
}

export async function updateUser(
  db: Db,
  id: number,
  values: Partial<
    Pick<
      UserRow,
      | 'passwordHash'
      | 'fundPasswordHash'
      | 'nickname'
      | 'avatar'
      | 'email'
      | 'role'
      | 'adminRole'
      | 'isDisabled'
    >
  >,
): Promise<UserRow | undefined> {
  // what a session grants changes: every cached lookup of this user's sessions is forgotten
  if ('role' in values || 'adminRole' in values || 'isDisabled' in values) forgetUser(id);
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning(userColumns);
  return row;
}
