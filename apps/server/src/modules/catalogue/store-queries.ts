import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { batchLoader, perDatabase } from '../../db/batch.ts';
import { idList, preparedQuery } from '../../db/prepared.ts';
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
 * together are read by one statement with their callers' follow marks (`batchLoader`, decision
 * 064); a visitor is caller 0, whose mark is false without a look.
 */
export function findStorePage(db: Db, id: number, userId: number | null) {
  return storePageLoaderOf(db).load({ id, userId: userId ?? 0 });
}

const storePageLoaderOf = perDatabase((db) =>
  batchLoader(async (asked: readonly { id: number; userId: number }[]) => {
    const query = preparedQuery(db, 'catalogue_store_pages', (db, name) =>
      db
        .select({
          n: sql<number>`asked.n`.mapWith(Number),
          store: getTableColumns(stores),
          isFollowed: sql<boolean>`asked.user_id <> 0 and exists (select 1 from ${storeFollows} f
            where f.user_id = asked.user_id and f.store_id = ${stores.id})`,
        })
        .from(
          sql`unnest(${sql.placeholder('ids')}::bigint[], ${sql.placeholder('users')}::bigint[])
            with ordinality as asked(id, user_id, n)`,
        )
        .innerJoin(stores, sql`${stores.id} = asked.id`)
        .prepare(name),
    );
    const rows = await query.execute({
      ids: idList(asked.map((one) => one.id)),
      users: idList(asked.map((one) => one.userId)),
    });
    const byPlace = new Map(rows.map(({ n, ...row }) => [n, row]));
    // ordinality counts from 1
    return asked.map((_, i) => byPlace.get(i + 1));
  }),
);

/** A received order's total counts into its store's transaction amount. */
export async function addTransactionAmount(tx: Tx, storeId: number, amount: string): Promise<void> {
  await tx
    .update(stores)
    .set({ transactionAmount: sql`${stores.transactionAmount} + ${amount}::numeric` })
    .where(eq(stores.id, storeId));
}
