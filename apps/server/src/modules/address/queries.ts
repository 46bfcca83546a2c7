import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { addresses } from './schema.ts';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressValues = Omit<typeof addresses.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

const own = (userId: number, id: number) => and(eq(addresses.userId, userId), eq(addresses.id, id));

export function listAddresses(db: Db, userId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.id));
}

export async function findAddress(db: Db | Tx, userId: number, id: number): Promise<AddressRow | undefined> {
  const [row] = await db.select().from(addresses).where(own(userId, id));
  return row;
}

export async function countAddresses(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(addresses)
    .where(eq(addresses.userId, userId));
  return row?.total ?? 0;
}

export async function clearDefault(tx: Tx, userId: number, exceptId = 0): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true), ne(addresses.id, exceptId)));
}

export async function insertAddress(tx: Tx, userId: number, values: AddressValues): Promise<AddressRow> {
  const [row] = await tx
    .insert(addresses)
    .values({ ...values, userId })
    .returning();
  return row!;
}

export async function updateAddress(
  tx: Tx,
  userId: number,
  id: number,
  values: AddressValues,
): Promise<AddressRow | undefined> {
  const [row] = await tx
    .update(addresses)
    .set({ ...values, updatedAt: sql`now()` })
    .where(own(userId, id))
    .returning();
  return row;
}

export async function deleteAddress(tx: Tx, userId: number, id: number): Promise<AddressRow | undefined> {
  const [row] = await tx.delete(addresses).where(own(userId, id)).returning();
  return row;
}

/** After the default is deleted, the newest remaining address becomes the default. */
export async function promoteNewest(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`
    update ${addresses} set is_default = true
    where id = (select id from ${addresses} where user_id = ${userId} order by id desc limit 1)`);
}
