import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { users } from '../user/index.ts';
import { products, stores } from './schema.ts';

export interface StoreFilter {
  keyword?: string;
  status?: 'open' | 'suspended';
}

/** A keyword is a store id when it is one, else a part of the store's name or the owner's username. */
function whereOf({ keyword, status }: StoreFilter): SQL | undefined {
  const byKeyword = keyword
    ? or(
        ilike(stores.name, containsPattern(keyword)),
        ilike(users.username, containsPattern(keyword)),
        ...(/^\d{1,15}$/.test(keyword) ? [eq(stores.id, Number(keyword))] : []),
      )
    : undefined;
  return and(byKeyword, status ? eq(stores.status, status) : undefined);
}

const listed = {
  id: stores.id,
  name: stores.name,
  logo: stores.logo,
  ownerId: stores.ownerId,
  owner: users.username,
  status: stores.status,
  statusReason: stores.statusReason,
  isHoliday: stores.isHoliday,
  commissionRate: stores.commissionRate,
  sellCount: stores.sellCount,
  balance: stores.balance,
  createdAt: stores.createdAt,
};

/** A page of stores, newest first (`stores_created_idx`); the name search uses the trigram index. */
export function listStores(db: Db, filter: StoreFilter, page: { limit: number; offset: number }) {
  return db
    .select(listed)
    .from(stores)
    .leftJoin(users, eq(users.id, stores.ownerId))
    .where(whereOf(filter))
    .orderBy(desc(stores.createdAt), desc(stores.id))
    .limit(page.limit)
    .offset(page.offset);
}
export type ListedStore = Awaited<ReturnType<typeof listStores>>[number];

export async function countStores(db: Db, filter: StoreFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(stores)
    .leftJoin(users, eq(users.id, stores.ownerId))
    .where(whereOf(filter));
  return row!.n;
}

/** One store with its owner's e-mail and its products (not deleted) and those on sale. */
export async function findStoreForAdmin(db: Db | Tx, storeId: number) {
  const [row] = await db
    .select({
      ...listed,
      ownerEmail: users.email,
      contact: stores.contact,
      followerCount: stores.followerCount,
      products: sql<number>`(select count(*) from ${products} where ${products.storeId} = ${stores.id}
        and ${products.deletedAt} is null)`.mapWith(Number),
      productsOnSale: sql<number>`(select count(*) from ${products} where ${products.storeId} = ${stores.id}
        and ${products.isOnSale} and ${products.deletedAt} is null)`.mapWith(Number),
    })
    .from(stores)
    .leftJoin(users, eq(users.id, stores.ownerId))
    .where(eq(stores.id, storeId));
  return row;
}
export type StoreForAdmin = NonNullable<Awaited<ReturnType<typeof findStoreForAdmin>>>;

/** Locks the store's row and answers its own commission (null: the site's), or undefined when unknown. */
export async function lockStoreCommission(tx: Tx, storeId: number) {
  const [row] = await tx
    .select({ rate: stores.commissionRate })
    .from(stores)
    .where(eq(stores.id, storeId))
    .for('update');
  return row;
}

export async function setStoreCommission(tx: Tx, storeId: number, rate: string | null): Promise<void> {
  await tx.update(stores).set({ commissionRate: rate }).where(eq(stores.id, storeId));
}
