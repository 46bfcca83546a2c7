import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { fail, notFound } from '../../lib/app-error.ts';
import { stores } from './schema.ts';

export type OwnStore = typeof stores.$inferSelect;

/**
 * The store the calling merchant owns (a user owns at most one: `stores_owner_key`). Every seller
 * call starts here, so another merchant's product, order or review is out of reach by construction:
 * seller queries are scoped by this store's id, and a foreign id is simply not found (404).
 */
export async function findOwnStore(db: Db | Tx, ownerId: number): Promise<OwnStore> {
  const store = await storeOfOwner(db, ownerId);
  if (!store) throw notFound('msg.store_not_found');
  return store;
}

/** The store `ownerId` owns, if any. */
export async function storeOfOwner(db: Db | Tx, ownerId: number): Promise<OwnStore | undefined> {
  const [store] = await db.select().from(stores).where(eq(stores.ownerId, ownerId));
  return store;
}

/** Opens the store of an approved application (`stores_owner_key` keeps it to one per owner). */
export async function openStore(
  tx: Tx,
  values: { ownerId: number; name: string; logo: OwnStore['logo']; contact: string },
): Promise<OwnStore> {
  const [store] = await tx.insert(stores).values(values).returning();
  return store!;
}

/** Whether a store already goes by this name, whatever the case. */
export async function isStoreNameTaken(db: Db | Tx, name: string, exceptOwnerId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(
      and(
        sql`lower(${stores.name}) = lower(${name})`,
        exceptOwnerId ? sql`${stores.ownerId} is distinct from ${exceptOwnerId}` : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The caller's store, for a change that publishes: a suspended store's seller can read but not publish. */
export async function findPublishingStore(db: Db | Tx, ownerId: number): Promise<OwnStore> {
  const store = await findOwnStore(db, ownerId);
  if (store.status === 'suspended') throw fail('msg.store_suspended');
  return store;
}
