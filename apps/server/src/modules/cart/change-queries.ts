// The calls of a change to a cart's lines (decision 059): each writes and reads its answer in one
// round trip, through the database functions of migrations 0025-0026, reading no line of the cart
// but the touched products'.
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '@market/contract';
import type { PriceTier } from '@market/contract/tier-price';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { executeNamed, idArray } from '../../db/prepared.ts';

/**
 * After a change: the cart's units and lines, and every line it holds of the touched SKUs'
 * products with its SKU's terms (a product's lines are priced at their total, so a change to one
 * may move the price of the others, decision 040), in the cart's order.
 */
export interface ChangedLines {
  units: number;
  lines: number;
  rows: {
    skuId: number;
    num: number;
    productId: number;
    price: string;
    priceTiers: PriceTier[] | null;
    minOrderQty: number;
  }[];
}

/**
 * Joined to a change's call: its transaction commits without waiting for the WAL to reach the disk
 * (decision 059). A crash of PostgreSQL may lose the last fraction of a second of cart changes, never
 * half of one; anything committed after them (an order) waits for their WAL too.
 */
const asyncCommit = sql`set_config('synchronous_commit', 'off', true)`;

/** The raw rows of `cart_change_answer` (totals on every row, no line when none is touched). */
function changedLinesOf(rows: Record<string, unknown>[]): ChangedLines {
  const first = rows[0];
  return {
    units: Number(first?.units ?? 0),
    lines: Number(first?.lines ?? 0),
    rows: rows.flatMap((row) =>
      row.sku_id === null || row.sku_id === undefined
        ? []
        : [
            {
              skuId: Number(row.sku_id),
              num: Number(row.num),
              productId: Number(row.product_id),
              price: String(row.price),
              priceTiers: row.tiers as PriceTier[] | null,
              minOrderQty: Number(row.min_order_qty ?? 1),
            },
          ],
    ),
  };
}

/**
 * Adds to (`add`) or sets (`set`) one line of a SKU whose store is open, and answers the change:
 * `cart_put_line` changes a line already there under its own row lock, and puts a new one in under
 * the user's lock only while the cart has fewer than `MAX_CART_LINES` lines (counted after the
 * lock is held). Undefined when nothing was written (no such SKU, its store on holiday, or the cart
 * full).
 */
export async function putLine(
  db: Db,
  userId: number,
  line: { skuId: number; num: number },
  combine: 'add' | 'set',
): Promise<ChangedLines | undefined> {
  const rows = await executeNamed(
    db,
    'cart_put_line',
    sql`select c.* from cart_put_line(${userId}, ${line.skuId}, ${line.num}, ${combine === 'add'}, ${MAX_CART_LINES}, ${MAX_LINE_QUANTITY}) c, ${asyncCommit}`,
  );
  return rows.length > 0 ? changedLinesOf(rows) : undefined;
}

/** Removes the lines of `skuIds` and answers the change: the removed SKUs' products' other lines. */
export async function removeLines(db: Db, userId: number, skuIds: number[]): Promise<ChangedLines> {
  const rows = await executeNamed(
    db,
    'cart_remove_lines',
    sql`select c.* from cart_remove_lines(${userId}, ${idArray(skuIds)}) c, ${asyncCommit}`,
  );
  return changedLinesOf(rows);
}
