import type { AdminStoreStatusResponse } from '@market/contract';
import type { Db, Tx } from '../../db/client.ts';
import { recordAudit } from '../audit/index.ts';
import type { CatalogueCache } from './cache.ts';
import { reopenStore, type StoreStatusChange, suspendStore } from './store-status.ts';

export interface StoreAdminDeps {
  db: Db;
  cache: CatalogueCache;
}

/**
 * An admin's suspension or reopening of a store: the change and its audit entry in one
 * transaction, then the catalogue cache invalidated so buyers stop (or start) seeing the store's
 * products at once.
 */
async function changeStatus(
  { db, cache }: StoreAdminDeps,
  adminId: number,
  action: 'store.suspend' | 'store.reopen',
  change: (tx: Tx) => Promise<StoreStatusChange>,
): Promise<AdminStoreStatusResponse> {
  const done = await db.transaction(async (tx) => {
    const result = await change(tx);
    await recordAudit(tx, {
      actorId: adminId,
      action,
      subject: `store:${result.storeId}`,
      before: result.before,
      after: { ...result.after, products_on_sale: result.productsOnSale },
    });
    return result;
  });
  cache.invalidate();
  return {
    store_id: done.storeId,
    name: done.name,
    status: done.after.status,
    status_reason: done.after.reason,
    products_on_sale: done.productsOnSale,
  };
}

export const suspendStoreAsAdmin = (
  deps: StoreAdminDeps,
  adminId: number,
  body: { store_id: number; reason: string },
) => changeStatus(deps, adminId, 'store.suspend', (tx) => suspendStore(tx, body.store_id, body.reason));

export const reopenStoreAsAdmin = (deps: StoreAdminDeps, adminId: number, body: { store_id: number }) =>
  changeStatus(deps, adminId, 'store.reopen', (tx) => reopenStore(tx, body.store_id));
