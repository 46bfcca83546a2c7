import { desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { batchLoader, perDatabase } from '../../db/batch.ts';
import { executeNamed, idArray, idList, preparedQuery } from '../../db/prepared.ts';
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

/**
 * A store for its page and, for a signed-in caller, whether they follow it. Store pages asked for
 * together are read by one statement, and their callers' follow marks by one more (`batchLoader`):
 * a viewer's page shares its batch's one extra round trip (decision 064).
 */
export async function findStorePage(db: Db, id: number, userId: number | null) {
  const loaders = storePageLoadersOf(db);
  const [store, isFollowed] = await Promise.all([
    loaders.stores.load(id),
    userId === null ? false : loaders.follows.load({ userId, storeId: id }),
  ]);
  return store && { store, isFollowed };
}

type StoreRow = typeof stores.$inferSelect;

const storePageLoadersOf = perDatabase((db) => ({
  stores: batchLoader(async (ids: readonly number[]) => {
    const query = preparedQuery(db, 'catalogue_store_pages', (db, name) =>
      db
        .select()
        .from(stores)
        .where(sql`${stores.id} = any(${sql.placeholder('ids')}::bigint[])`)
        .prepare(name),
    );
    const byId = new Map<number, StoreRow>(
      (await query.execute({ ids: idList(ids) })).map((row) => [row.id, row]),
    );
    return ids.map((id) => byId.get(id));
  }),
  follows: batchLoader(async (keys: readonly { userId: number; storeId: number }[]) => {
    const rows = await executeNamed(
      db,
      'catalogue_store_follow_marks',
      sql`select exists (select 1 from ${storeFollows} f where f.user_id = t.user_id and f.store_id = t.store_id) as followed
        from unnest(${idArray(keys.map((key) => key.userId))}, ${idArray(keys.map((key) => key.storeId))})
          with ordinality as t(user_id, store_id, n)
        order by t.n`,
    );
    return rows.map((row) => row.followed === true);
  }),
}));

/** A received order's total counts into its store's transaction amount. */
export async function addTransactionAmount(tx: Tx, storeId: number, amount: string): Promise<void> {
  await tx
    .update(stores)
    .set({ transactionAmount: sql`${stores.transactionAmount} + ${amount}::numeric` })
    .where(eq(stores.id, storeId));
}
