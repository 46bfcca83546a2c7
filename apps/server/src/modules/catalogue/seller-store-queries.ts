import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { StoredImage } from '../upload/index.ts';
import { products, stores } from './schema.ts';

/** The store's products on shelf and not deleted (while suspended, none of them is on sale). */
export async function countShelfProducts(db: Db, storeId: number): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(products)
    .where(and(eq(products.storeId, storeId), eq(products.onShelf, true), isNull(products.deletedAt)));
  return row?.count ?? 0;
}

export interface StoreProfileChange {
  name: string;
  logo?: StoredImage | null;
  banner?: StoredImage | null;
  intro?: string;
  contact?: string;
  /** Null removes the store's minimum order amount. */
  minOrderAmount?: string | null;
}

export async function updateStoreProfile(db: Db, storeId: number, change: StoreProfileChange) {
  await db.update(stores).set(change).where(eq(stores.id, storeId));
}

export async function setStoreHoliday(db: Db, storeId: number, isHoliday: boolean) {
  await db.update(stores).set({ isHoliday }).where(eq(stores.id, storeId));
}
