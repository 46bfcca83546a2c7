import type { AdminProductPage, AdminProductRow } from '@market/contract';
import { eq } from 'drizzle-orm';
import { fail, notFound } from '../../lib/app-error.ts';
import type { Tx } from '../../db/client.ts';
import { recordAudit } from '../audit/index.ts';
import { notify } from '../message/index.ts';
import type { Actor, AdminCatalogueDeps } from './admin-categories.ts';
import {
  type AdminProductFilter,
  findAdminProduct,
  listAdminProducts,
  sellableNow,
} from './admin-product-queries.ts';
import { refreshProductCount } from './seller-product-queries.ts';
import { products, stores } from './schema.ts';

export async function listProductsForAdmin(
  { db }: AdminCatalogueDeps,
  input: AdminProductFilter & { page: number; limit: number },
): Promise<AdminProductPage> {
  const { page, limit, ...filter } = input;
  const { rows, total } = await listAdminProducts(db, filter, { limit, offset: (page - 1) * limit });
  return { list: rows, total, page, limit };
}

async function ownerOf(tx: Tx, storeId: number): Promise<number | null> {
  const [store] = await tx.select({ ownerId: stores.ownerId }).from(stores).where(eq(stores.id, storeId));
  return store?.ownerId ?? null;
}

/** A change of a product's moderation: the write, the seller's message and the audit row at once. */
async function moderate(
  { db, cache }: AdminCatalogueDeps,
  actor: Actor,
  id: number,
  change: (tx: Tx, before: AdminProductRow) => Promise<string>,
): Promise<AdminProductRow> {
  const after = await db.transaction(async (tx) => {
    const before = await findAdminProduct(tx, id, true);
    if (!before) throw notFound('msg.product_not_found');
    const action = await change(tx, before);
    const now = (await findAdminProduct(tx, id))!;
    await refreshProductCount(tx, before.store_id);
    await recordAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action,
      subject: `product:${id}`,
      before: { status: before.status, reason: before.taken_down_reason },
      after: { status: now.status, reason: now.taken_down_reason },
    });
    return now;
  });
  cache.invalidate();
  return after;
}

/**
 * Takes a product down: off sale whatever its shelf switch says, with the reason the seller reads
 * in a site message and in their list. A deleted or already taken-down product is refused.
 */
export function takeDownProduct(
  deps: AdminCatalogueDeps,
  actor: Actor,
  input: { id: number; reason: string },
) {
  return moderate(deps, actor, input.id, async (tx, before) => {
    if (before.status === 'deleted') throw fail('msg.product_deleted_already', { field: 'id' });
    if (before.status === 'taken_down') throw fail('msg.product_taken_down_already', { field: 'id' });
    await tx
      .update(products)
      .set({ takenDownAt: new Date(), takenDownReason: input.reason, isOnSale: false })
      .where(eq(products.id, input.id));
    const owner = await ownerOf(tx, before.store_id);
    if (owner) await notify(tx, owner, 'product_taken_down', { title: before.title, reason: input.reason });
    return 'product.take_down';
  });
}

/** Lifts a take-down: the product is on sale again where the seller left it on shelf and the store is open. */
export function restoreProduct(deps: AdminCatalogueDeps, actor: Actor, id: number) {
  return moderate(deps, actor, id, async (tx, before) => {
    if (before.status !== 'taken_down') throw fail('msg.product_not_taken_down', { field: 'id' });
    await tx
      .update(products)
      .set({ takenDownAt: null, takenDownReason: '', isOnSale: sellableNow })
      .where(eq(products.id, id));
    const owner = await ownerOf(tx, before.store_id);
    if (owner) await notify(tx, owner, 'product_restored', { title: before.title });
    return 'product.restore';
  });
}
