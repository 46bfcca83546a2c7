import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { products, stores } from './schema.ts';

export interface StoreStatusChange {
  storeId: number;
  name: string;
  before: { status: 'open' | 'suspended'; reason: string };
  after: { status: 'open' | 'suspended'; reason: string };
  /** The store's products on sale once the change is made. */
  productsOnSale: number;
}

/** The store's row locked for the change, so a publishing seller (who reads it `for share`) waits. */
async function lockStore(tx: Tx, storeId: number) {
  const [store] = await tx
    .select({ id: stores.id, name: stores.name, status: stores.status, reason: stores.statusReason })
    .from(stores)
    .where(eq(stores.id, storeId))
    .for('update');
  if (!store) throw notFound('msg.store_not_found');
  return store;
}

async function countOnSale(tx: Tx, storeId: number): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(products)
    .where(and(eq(products.storeId, storeId), eq(products.isOnSale, true)));
  return row?.count ?? 0;
}

/**
 * Suspends a store (the platform's decision, `reason` shown to its seller): every product of it
 * leaves the catalogue (`is_on_sale` false, `on_shelf` kept so reopening restores the seller's
 * choice), the store leaves the lists and search, and its seller can no longer publish. Suspending
 * a suspended store updates the reason. The caller invalidates the catalogue cache after commit.
 */
export async function suspendStore(tx: Tx, storeId: number, reason: string): Promise<StoreStatusChange> {
  const store = await lockStore(tx, storeId);
  await tx.update(stores).set({ status: 'suspended', statusReason: reason }).where(eq(stores.id, storeId));
  await tx
    .update(products)
    .set({ isOnSale: false })
    .where(and(eq(products.storeId, storeId), eq(products.isOnSale, true)));
  return {
    storeId,
    name: store.name,
    before: { status: store.status, reason: store.reason },
    after: { status: 'suspended', reason },
    productsOnSale: 0,
  };
}

/**
 * Reopens a store: its products come back on sale exactly where the seller left them on shelf and
 * not deleted, unless an admin took them down. Reopening an open store changes nothing. The caller
 * invalidates the cache after commit.
 */
export async function reopenStore(tx: Tx, storeId: number): Promise<StoreStatusChange> {
  const store = await lockStore(tx, storeId);
  await tx.update(stores).set({ status: 'open', statusReason: '' }).where(eq(stores.id, storeId));
  // rows already right are not rewritten (a store's every product would be a new row version)
  const onSale = sql`(${products.onShelf} and ${products.deletedAt} is null and ${products.takenDownAt} is null)`;
  await tx
    .update(products)
    .set({ isOnSale: onSale })
    .where(and(eq(products.storeId, storeId), sql`${products.isOnSale} is distinct from ${onSale}`));
  return {
    storeId,
    name: store.name,
    before: { status: store.status, reason: store.reason },
    after: { status: 'open', reason: '' },
    productsOnSale: await countOnSale(tx, storeId),
  };
}
