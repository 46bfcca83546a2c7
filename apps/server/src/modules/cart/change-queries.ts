// The statements of a change to one line and of its answer (decision 056): prepared, each one round
// trip, reading no line of the cart but the touched products'.
import { and, asc, eq, inArray, type Placeholder, sql } from 'drizzle-orm';
import { MAX_LINE_QUANTITY } from '@market/contract';
import type { PriceTier } from '@market/contract/tier-price';
import { type Db, rowsOf, type Tx } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { productSkus, products, stores } from '../catalogue/index.ts';
import { cartItems } from './schema.ts';

/** How `num` combines with the quantity a line already has: `add` caps at the line limit. */
const combined = (combine: 'add' | 'set', num: Placeholder | number) =>
  combine === 'set' ? sql`${num}` : sql`least(${cartItems.num} + ${num}, ${MAX_LINE_QUANTITY})`;

const changeStatement = (combine: 'add' | 'set') => (db: Db, name: string) =>
  db
    .update(cartItems)
    .set({ num: combined(combine, sql.placeholder('num')), updatedAt: sql`now()` })
    .from(productSkus)
    .innerJoin(products, eq(products.id, productSkus.productId))
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(
      and(
        eq(cartItems.userId, sql.placeholder('userId')),
        eq(cartItems.skuId, sql.placeholder('skuId')),
        eq(productSkus.id, cartItems.skuId),
        eq(stores.isHoliday, false),
      ),
    )
    .returning({ skuId: cartItems.skuId })
    .prepare(name);

/**
 * Changes the quantity of a line the cart already has, in one prepared statement (the row lock of
 * the update keeps two changes of the line from losing one, decision 056), unless its store is
 * closed for holiday; answers whether a line changed. A line not there (or refused) goes the way of
 * a new line, under the user's lock.
 */
export async function changeExistingLine(
  db: Db,
  userId: number,
  line: { skuId: number; num: number },
  combine: 'add' | 'set',
): Promise<boolean> {
  const statement = preparedQuery(db, `cart_change_${combine}`, changeStatement(combine));
  const rows = await statement.execute({ userId, skuId: line.skuId, num: line.num });
  return rows.length > 0;
}

/**
 * Inserts a line, or changes the one there, of a SKU whose store is open, in one statement; answers
 * whether the line is new and how many lines the cart had before, or undefined when nothing was
 * written (no such SKU, or its store is closed for holiday). Run under the user's lock, so the
 * count is not raced by another new line.
 */
export async function upsertOpenLine(
  tx: Tx,
  userId: number,
  line: { skuId: number; num: number },
  combine: 'add' | 'set',
): Promise<{ isNew: boolean; linesBefore: number } | undefined> {
  const num =
    combine === 'set' ? sql`excluded.num` : sql`least(cart_items.num + excluded.num, ${MAX_LINE_QUANTITY})`;
  const [row] = rowsOf(
    await tx.execute(sql`
      insert into ${cartItems} (user_id, sku_id, num)
      select ${userId}, s.id, ${line.num}::int
      from ${productSkus} s
      join ${products} p on p.id = s.product_id
      join ${stores} st on st.id = p.store_id
      where s.id = ${line.skuId} and not st.is_holiday
      on conflict (user_id, sku_id) do update set num = ${num}, updated_at = now()
      returning xmax = 0 as is_new,
        (select count(*)::int from ${cartItems} c where c.user_id = ${userId}) as lines_before`),
  );
  return row && { isNew: row.is_new === true, linesBefore: Number(row.lines_before) };
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
