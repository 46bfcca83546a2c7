// The statements of a change to one line and of its answer (decision 056): prepared, each one round
// trip, reading no line of the cart but the touched products'.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '@market/contract';
import type { PriceTier } from '@market/contract/tier-price';
import type { Db } from '../../db/client.ts';
import { executeNamed, preparedQuery } from '../../db/prepared.ts';
import { productSkus, products } from '../catalogue/index.ts';
import { cartItems } from './schema.ts';

/**
 * Adds to (`add`) or sets (`set`) one line of a SKU whose store is open, in one round trip: the
 * database function `cart_put_line` (migration 0025, decision 059) changes a line already there
 * under its own row lock, and puts a new one in under the user's lock only while the cart has
 * fewer than `MAX_CART_LINES` lines. Answers false when nothing was written (no such SKU, its store
 * on holiday, or the cart full).
 */
export async function putLine(
  db: Db,
  userId: number,
  line: { skuId: number; num: number },
  combine: 'add' | 'set',
): Promise<boolean> {
  const [row] = await executeNamed(
    db,
    'cart_put_line',
    sql`select cart_put_line(${userId}, ${line.skuId}, ${line.num}, ${combine === 'add'}, ${MAX_CART_LINES}, ${MAX_LINE_QUANTITY}) as written`,
  );
  return row?.written === true;
}

function changedLinesStatement(db: Db, name: string) {
  const userId = sql.placeholder('userId');
  const totals = db
    .select({
      units: sql<number>`coalesce(sum(${cartItems.num}), 0)::int`.as('units'),
      lines: sql<number>`count(*)::int`.as('lines'),
    })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .as('totals');
  const touched = db
    .select({ productId: productSkus.productId })
    .from(productSkus)
    .where(sql`${productSkus.id} = any(${sql.placeholder('skuIds')}::bigint[])`);
  const lines = db
    .select({
      skuId: cartItems.skuId,
      num: cartItems.num,
      createdAt: cartItems.createdAt,
      productId: productSkus.productId,
      price: productSkus.price,
      priceTiers: sql<PriceTier[]>`coalesce(${productSkus.priceTiers}, ${products.priceTiers})`.as('tiers'),
      minOrderQty: products.minOrderQty,
    })
    .from(cartItems)
    .innerJoin(productSkus, eq(productSkus.id, cartItems.skuId))
    .innerJoin(products, eq(products.id, productSkus.productId))
    .where(and(eq(cartItems.userId, userId), inArray(productSkus.productId, touched)))
    .as('lines');
  return db
    .select({
      units: totals.units,
      lines: totals.lines,
      skuId: lines.skuId,
      num: lines.num,
      productId: lines.productId,
      price: lines.price,
      priceTiers: lines.priceTiers,
      minOrderQty: lines.minOrderQty,
    })
    .from(totals)
    .leftJoin(lines, sql`true`)
    .orderBy(asc(lines.createdAt), asc(lines.skuId))
    .prepare(name);
}

/**
 * After a change to the lines of `skuIds`: the cart's units and lines, and every line it holds of
 * those SKUs' products with its SKU's terms (a product's lines are priced at their total, so a
 * change to one may move the price of the others, decision 040), in one prepared statement that
 * reads no other line's SKU. Lines come in the cart's order.
 */
export async function changedLinesOf(db: Db, userId: number, skuIds: number[]) {
  if (!skuIds.every((id) => Number.isSafeInteger(id)))
    throw new Error(`not a list of ids: ${skuIds.join(',')}`);
  const rows = await preparedQuery(db, 'cart_changed_lines', changedLinesStatement).execute({
    userId,
    skuIds: `{${skuIds.join(',')}}`,
  });
  const first = rows[0];
  return {
    units: first?.units ?? 0,
    lines: first?.lines ?? 0,
    rows: rows.flatMap((row) =>
      row.skuId === null || row.num === null || row.productId === null || row.price === null
        ? []
        : [
            {
              skuId: row.skuId,
              num: row.num,
              productId: row.productId,
              price: row.price,
              priceTiers: row.priceTiers,
              minOrderQty: row.minOrderQty ?? 1,
            },
          ],
    ),
  };
}
