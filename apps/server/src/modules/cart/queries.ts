import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Language, MAX_LINE_QUANTITY } from '@market/contract';
import type { Db, Tx } from '../../db/client.ts';
import { productSkus, products, skuOfferColumns, stores, titleIn } from '../catalogue/index.ts';
import { cartItems } from './schema.ts';

export function listCart(db: Db | Tx, userId: number, lang: Language) {
  return db
    .select({ ...skuOfferColumns, title: titleIn(lang), num: cartItems.num })
    .from(cartItems)
    .innerJoin(productSkus, eq(productSkus.id, cartItems.skuId))
    .innerJoin(products, eq(products.id, productSkus.productId))
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.skuId));
}
export type CartRow = Awaited<ReturnType<typeof listCart>>[number];

export async function existingSkus(db: Db | Tx, skuIds: number[]): Promise<Set<number>> {
  if (skuIds.length === 0) return new Set();
  const rows = await db
    .select({ id: productSkus.id })
    .from(productSkus)
    .where(inArray(productSkus.id, skuIds));
  return new Set(rows.map((row) => row.id));
}

/** The store of a SKU, for the holiday check of an added line; undefined when the SKU does not exist. */
export async function findSkuStore(db: Db | Tx, skuId: number) {
  const [row] = await db
    .select({
      storeName: stores.name,
      isHoliday: stores.isHoliday,
      title: products.title,
      isOnSale: products.isOnSale,
    })
    .from(productSkus)
    .innerJoin(products, eq(products.id, productSkus.productId))
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(eq(productSkus.id, skuId));
  return row;
}

/** How a line already in the cart combines with the one coming in. */
export type Combine = 'add' | 'set' | 'max';

export async function upsertLines(
  db: Db | Tx,
  userId: number,
  lines: { skuId: number; num: number }[],
  combine: Combine,
): Promise<void> {
  if (lines.length === 0) return;
  const incoming = sql.raw('excluded.num');
  const num =
    combine === 'set'
      ? incoming
      : combine === 'add'
        ? sql`least(${cartItems.num} + ${incoming}, ${MAX_LINE_QUANTITY})`
        : sql`greatest(${cartItems.num}, ${incoming})`;
  await db
    .insert(cartItems)
    .values(lines.map((line) => ({ userId, skuId: line.skuId, num: line.num })))
    .onConflictDoUpdate({ target: [cartItems.userId, cartItems.skuId], set: { num, updatedAt: sql`now()` } });
}

export async function deleteLines(db: Db | Tx, userId: number, skuIds: number[] | undefined): Promise<void> {
  await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), skuIds ? inArray(cartItems.skuId, skuIds) : undefined));
}

/** Keeps the `max` lines added first. */
export async function trimLines(tx: Tx, userId: number, max: number): Promise<void> {
  await tx.execute(sql`
    delete from ${cartItems} where user_id = ${userId} and sku_id in (
      select sku_id from ${cartItems} where user_id = ${userId}
      order by created_at, sku_id offset ${max})`);
}

/** The SKUs an `add-many` call names, with their terms and what the cart already holds of each. */
export async function skusToAdd(tx: Tx, userId: number, skuIds: number[], lang: Language) {
  return tx
    .select({
      ...skuOfferColumns,
      title: titleIn(lang),
      inCart: sql<number>`coalesce(${cartItems.num}, 0)::int`,
    })
    .from(productSkus)
    .innerJoin(products, eq(products.id, productSkus.productId))
    .innerJoin(stores, eq(stores.id, products.storeId))
    .leftJoin(cartItems, and(eq(cartItems.skuId, productSkus.id), eq(cartItems.userId, userId)))
    .where(inArray(productSkus.id, skuIds));
}
export type SkuToAdd = Awaited<ReturnType<typeof skusToAdd>>[number];

/** The cart's units and lines: what its badge shows. */
export async function cartTotals(db: Db | Tx, userId: number): Promise<{ units: number; lines: number }> {
  const [row] = await db
    .select({
      units: sql<number>`coalesce(sum(${cartItems.num}), 0)::int`,
      lines: sql<number>`count(*)::int`,
    })
    .from(cartItems)
    .where(eq(cartItems.userId, userId));
  return { units: row?.units ?? 0, lines: row?.lines ?? 0 };
}

/** The units the cart holds of each of `productIds`, over all their SKUs: what their tiers are looked up at. */
export async function productUnits(
  db: Db | Tx,
  userId: number,
  productIds: number[],
): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: productSkus.productId, units: sql<number>`sum(${cartItems.num})::int` })
    .from(cartItems)
    .innerJoin(productSkus, eq(productSkus.id, cartItems.skuId))
    .where(and(eq(cartItems.userId, userId), inArray(productSkus.productId, productIds)))
    .groupBy(productSkus.productId);
  return new Map(rows.map((row) => [row.productId, row.units] as const));
}
