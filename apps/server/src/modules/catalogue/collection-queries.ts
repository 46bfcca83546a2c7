import type { Language } from '@market/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { productFavorites, products, storeFollows, stores } from './schema.ts';
import { productCardColumns } from './product-queries.ts';
import { isStoreOpen, storeCardColumns } from './store-queries.ts';

/** Removes the follow if there was one, else adds it; the follower count moves in the same transaction. */
export async function toggleFollow(
  tx: Tx,
  userId: number,
  storeId: number,
): Promise<{ followed: boolean; followerCount: number }> {
  const removed = await tx
    .delete(storeFollows)
    .where(and(eq(storeFollows.userId, userId), eq(storeFollows.storeId, storeId)))
    .returning({ storeId: storeFollows.storeId });
  let delta = -removed.length;
  if (removed.length === 0) {
    const added = await tx
      .insert(storeFollows)
      .values({ userId, storeId })
      .onConflictDoNothing()
      .returning({ storeId: storeFollows.storeId });
    delta = added.length;
  }
  const [store] = await tx
    .update(stores)
    .set({ followerCount: sql`${stores.followerCount} + ${delta}` })
    .where(eq(stores.id, storeId))
    .returning({ followerCount: stores.followerCount });
  // a concurrent toggle that inserted first leaves delta 0 here: followed either way
  return { followed: removed.length === 0, followerCount: store?.followerCount ?? 0 };
}

export async function toggleFavorite(tx: Tx, userId: number, productId: number): Promise<boolean> {
  const removed = await tx
    .delete(productFavorites)
    .where(and(eq(productFavorites.userId, userId), eq(productFavorites.productId, productId)))
    .returning({ productId: productFavorites.productId });
  if (removed.length > 0) return false;
  await tx.insert(productFavorites).values({ userId, productId }).onConflictDoNothing();
  return true;
}

export async function listFollowedStores(db: Db, userId: number, options: { limit: number; offset: number }) {
  return db
    .select(storeCardColumns)
    .from(storeFollows)
    .innerJoin(stores, eq(stores.id, storeFollows.storeId))
    .where(and(eq(storeFollows.userId, userId), isStoreOpen))
    .orderBy(desc(storeFollows.createdAt), desc(storeFollows.storeId))
    .limit(options.limit)
    .offset(options.offset);
}

export async function countFollowedStores(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(storeFollows)
    .innerJoin(stores, eq(stores.id, storeFollows.storeId))
    .where(and(eq(storeFollows.userId, userId), isStoreOpen));
  return row?.count ?? 0;
}

export async function listFavoriteProducts(
  db: Db,
  userId: number,
  options: { limit: number; offset: number; lang: Language },
) {
  return db
    .select(productCardColumns(options.lang))
    .from(productFavorites)
    .innerJoin(products, eq(products.id, productFavorites.productId))
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(eq(productFavorites.userId, userId))
    .orderBy(desc(productFavorites.createdAt), desc(productFavorites.productId))
    .limit(options.limit)
    .offset(options.offset);
}

export async function countFavoriteProducts(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(productFavorites)
    .where(eq(productFavorites.userId, userId));
  return row?.count ?? 0;
}
