import type { AdminHomePicks } from '@market/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { fail } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import type { Actor, AdminCatalogueDeps } from './admin-categories.ts';
import { presentImage, type StoreCardRow } from './present.ts';
import type { ProductFilter } from './product-list.ts';
import { isStoreOpen, storeCardColumns } from './store-queries.ts';
import { homePicks, products, stores } from './schema.ts';

/** The picked ids of a kind, in their order. */
export async function pickedIds(db: Db | Tx, kind: 'product' | 'store'): Promise<number[]> {
  const rows = await db
    .select({ id: homePicks.refId })
    .from(homePicks)
    .where(eq(homePicks.kind, kind))
    .orderBy(asc(homePicks.position));
  return rows.map((row) => row.id);
}

/** The picks in order with what the back office shows of each; `shown` is whether the home shows it now. */
export async function listHomePicks(db: Db | Tx): Promise<AdminHomePicks> {
  const [productIds, storeIds] = await Promise.all([pickedIds(db, 'product'), pickedIds(db, 'store')]);
  const [productRows, storeRows] = await Promise.all([
    productIds.length === 0
      ? []
      : db
          .select({
            id: products.id,
            title: products.title,
            images: products.images,
            storeName: stores.name,
            shown: products.isOnSale,
          })
          .from(products)
          .innerJoin(stores, eq(stores.id, products.storeId))
          .where(inArray(products.id, productIds)),
    storeIds.length === 0
      ? []
      : db
          .select({ id: stores.id, name: stores.name, logo: stores.logo, status: stores.status })
          .from(stores)
          .where(inArray(stores.id, storeIds)),
  ]);
  const productById = new Map(productRows.map((row) => [row.id, row]));
  const storeById = new Map(storeRows.map((row) => [row.id, row]));
  return {
    products: productIds.flatMap((id) => {
      const row = productById.get(id);
      if (!row) return [];
      const image = presentImage(row.images[0]).url;
      return [{ id, title: row.title, image, store_name: row.storeName, shown: row.shown }];
    }),
    stores: storeIds.flatMap((id) => {
      const row = storeById.get(id);
      if (!row) return [];
      return [{ id, name: row.name, logo: presentImage(row.logo).url, shown: row.status === 'open' }];
    }),
  };
}

/** The first id of `ids` not in `found`, refused naming its place in the list (`product_ids.2`). */
function refuseMissing(ids: number[], found: Set<number>, field: string, key: string) {
  const index = ids.findIndex((id) => !found.has(id));
  if (index >= 0) throw fail(key, { field: `${field}.${index}`, params: { id: ids[index]! } });
}

function refuseRepeats(ids: number[], field: string) {
  const index = ids.findIndex((id, at) => ids.indexOf(id) !== at);
  if (index >= 0)
    throw fail('msg.pick_repeated', { field: `${field}.${index}`, params: { id: ids[index]! } });
}

/** Replaces the picks: every product on sale, every store open, none twice; then the home is rebuilt. */
export async function saveHomePicks(
  { db, cache }: AdminCatalogueDeps,
  actor: Actor,
  input: { product_ids: number[]; store_ids: number[] },
): Promise<AdminHomePicks> {
  refuseRepeats(input.product_ids, 'product_ids');
  refuseRepeats(input.store_ids, 'store_ids');
  const picks = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('home_picks'))`);
    const [onSale, open] = await Promise.all([
      input.product_ids.length === 0
        ? []
        : tx
            .select({ id: products.id })
            .from(products)
            .where(and(inArray(products.id, input.product_ids), eq(products.isOnSale, true))),
      input.store_ids.length === 0
        ? []
        : tx
            .select({ id: stores.id })
            .from(stores)
            .where(and(inArray(stores.id, input.store_ids), eq(stores.status, 'open'))),
    ]);
    refuseMissing(
      input.product_ids,
      new Set(onSale.map((row) => row.id)),
      'product_ids',
      'msg.pick_not_on_sale',
    );
    refuseMissing(
      input.store_ids,
      new Set(open.map((row) => row.id)),
      'store_ids',
      'msg.pick_store_not_open',
    );
    const before = { product_ids: await pickedIds(tx, 'product'), store_ids: await pickedIds(tx, 'store') };
    await tx.delete(homePicks);
    const rows = [
      ...input.product_ids.map((refId, position) => ({ kind: 'product' as const, refId, position })),
      ...input.store_ids.map((refId, position) => ({ kind: 'store' as const, refId, position })),
    ];
    if (rows.length > 0) await tx.insert(homePicks).values(rows);
    await recordAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: 'home_picks.save',
      subject: 'home_picks',
      before,
      after: input,
    });
    return listHomePicks(tx);
  });
  cache.invalidate();
  return picks;
}

/** Rows in the order of `ids` (the picks' order); ids without a row are left out. */
function inPickOrder<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The home's recommended products: the picks still on sale in their order, else `section`'s automatic choice. */
export async function homeProductPicks<T extends { id: number }>(
  db: Db,
  section: (filter: ProductFilter) => Promise<T[]>,
): Promise<T[]> {
  const ids = await pickedIds(db, 'product');
  const picked = ids.length === 0 ? [] : inPickOrder(ids, await section({ ids }));
  return picked.length > 0 ? picked : section({ isRecommended: true });
}

/** The home's recommended stores: the picks still open in their order, else the automatic choice. */
export async function homeStorePicks(
  db: Db,
  automatic: () => Promise<StoreCardRow[]>,
): Promise<StoreCardRow[]> {
  const ids = await pickedIds(db, 'store');
  const rows =
    ids.length === 0
      ? []
      : await db
          .select(storeCardColumns)
          .from(stores)
          .where(and(isStoreOpen, inArray(stores.id, ids)));
  const picked = inPickOrder(ids, rows);
  return picked.length > 0 ? picked : automatic();
}
