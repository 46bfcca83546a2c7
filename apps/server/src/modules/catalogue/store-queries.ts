import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { storeFollows, stores } from './schema.ts';

export const storeCardColumns = {
  id: stores.id,
  name: stores.name,
  logo: stores.logo,
  sellCount: stores.sellCount,
  productCount: stores.productCount,
  followerCount: stores.followerCount,
  reputation: stores.reputation,
  creditScore: stores.creditScore,
  reviewCount: stores.reviewCount,
  positiveCount: stores.positiveCount,
};

/** Stores buyers may see: a suspended store leaves every list and search (decision 029). */
export const isStoreOpen = eq(stores.status, 'open');

export const STORE_ORDER = {
  sales: [desc(stores.sellCount), desc(stores.id)],
  followers: [desc(stores.followerCount), desc(stores.id)],
  new: [desc(stores.createdAt), desc(stores.id)],
} as const;

export async function listStores(
  db: Db,
  options: { orderBy: readonly ReturnType<typeof desc>[]; limit: number; offset: number },
) {
  return db
    .select(storeCardColumns)
    .from(stores)
    .where(isStoreOpen)
    .orderBy(...options.orderBy)
    .limit(options.limit)
    .offset(options.offset);
}

export async function countStores(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(stores)
    .where(isStoreOpen);
  return row?.count ?? 0;
}

export async function findStore(db: Db, id: number) {
  const [row] = await db.select().from(stores).where(eq(stores.id, id));
  return row;
}

export async function isFollowing(db: Db, userId: number, storeId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: storeFollows.userId })
    .from(storeFollows)
    .where(and(eq(storeFollows.userId, userId), eq(storeFollows.storeId, storeId)));
  return Boolean(row);
}

/** A received order's total counts into its store's transaction amount. */
export async function addTransactionAmount(tx: Tx, storeId: number, amount: string): Promise<void> {
  await tx
    .update(stores)
    .set({ transactionAmount: sql`${stores.transactionAmount} + ${amount}::numeric` })
    .where(eq(stores.id, storeId));
}
