import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
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

function buildStorePageQuery(db: Db, name: string, hasUser: boolean) {
  return db
    .select({
      store: getTableColumns(stores),
      isFollowed: hasUser
        ? sql<boolean>`exists (select 1 from ${storeFollows} where ${storeFollows.userId} = ${sql.placeholder('userId')} and ${storeFollows.storeId} = ${stores.id})`
        : sql<boolean>`false`,
    })
    .from(stores)
    .where(eq(stores.id, sql.placeholder('id')))
    .prepare(name);
}

/**
 * A store for its page and, for a signed-in caller, whether they follow it: one prepared query,
 * so a viewer's page costs no round trip more than a visitor's (decision 060).
 */
export async function findStorePage(db: Db, id: number, userId: number | null) {
  const name = userId ? 'catalogue_store_page_user' : 'catalogue_store_page';
  const query = preparedQuery(db, name, (db, name) => buildStorePageQuery(db, name, userId !== null));
  const [row] = await query.execute({ id, userId });
  return row;
}

/** A received order's total counts into its store's transaction amount. */
export async function addTransactionAmount(tx: Tx, storeId: number, amount: string): Promise<void> {
  await tx
    .update(stores)
    .set({ transactionAmount: sql`${stores.transactionAmount} + ${amount}::numeric` })
    .where(eq(stores.id, storeId));
}
