import {
  type CartChangeResponse,
  type CartItem,
  type CartResponse,
  type Language,
  MAX_CART_LINES,
} from '@market/contract';
import type { Db } from '../../db/client.ts';
import { fail, notFound } from '../../lib/app-error.ts';
import { formatMoney } from '../../lib/money.ts';
import { productTotalsOf, unitPriceOf } from '@market/contract/tier-price';
import { presentImage, skuLadderOf, variantNameIn } from '../catalogue/index.ts';
import { lockUser } from '../user/index.ts';
import * as changes from './change-queries.ts';
import * as queries from './queries.ts';

export { MAX_CART_LINES };

/**
 * A line priced on its SKU's ladder at `pooled`, the units of its product over the whole cart (a
 * product's colours and sizes count together towards a tier, decision 040): the server is the
 * only source of prices.
 */
function presentLine(row: queries.CartRow, pooled: number, lang: Language): CartItem {
  const tiers = skuLadderOf(row);
  return {
    sku_id: row.skuId,
    product_id: row.productId,
    shop_id: row.storeId,
    shop_name: row.storeName,
    title: row.title,
    image: presentImage(row.image).url,
    size: variantNameIn(row.size, lang),
    color: variantNameIn(row.color, lang),
    price: unitPriceOf(tiers, pooled),
    tiers,
    min_order_qty: row.minOrderQty,
    order_multiple: row.orderMultiple,
    shop_min_order_amount: row.minOrderAmount === null ? null : formatMoney(row.minOrderAmount),
    stock: row.stock,
    num: row.num,
    is_available: row.isOnSale && !row.isHoliday,
  };
}

/** The lines with titles, sizes and colours in `lang` (decision 039). */
export async function getCart(db: Db, userId: number, lang: Language): Promise<CartResponse> {
  const rows = await queries.listCart(db, userId, lang);
  const totals = productTotalsOf(rows.map((row) => ({ product_id: row.productId, num: row.num })));
  return { list: rows.map((row) => presentLine(row, totals.get(row.productId)!, lang)) };
}

/**
 * The answer of a change (decision 056): the cart's units and lines, and every line it holds of
 * the touched SKUs' products, each priced on its ladder at its product's units over the cart.
 */
function answerOf(changed: changes.ChangedLines): CartChangeResponse {
  const totals = productTotalsOf(changed.rows.map((row) => ({ product_id: row.productId, num: row.num })));
  return {
    count: changed.units,
    line_count: changed.lines,
    items: changed.rows.map((row) => ({
      sku_id: row.skuId,
      num: row.num,
      price: unitPriceOf(skuLadderOf(row), totals.get(row.productId)!),
    })),
  };
}

/**
 * Adds to (`add`) or sets (`set`) one line; the SKU must exist, its product be on sale, its store
 * be open and the cart have room. One call to the database writes it and reads the answer (`changes.putLine`: a new line
 * under the user's lock, which keeps two new lines at once from passing the line limit together);
 * only a refusal reads again, to say why.
 */
export async function changeLine(
  db: Db,
  userId: number,
  line: { sku_id: number; num: number },
  combine: 'add' | 'set',
): Promise<CartChangeResponse> {
  const changed = await changes.putLine(db, userId, { skuId: line.sku_id, num: line.num }, combine);
  if (!changed) {
    const store = await queries.findSkuStore(db, line.sku_id);
    if (!store) throw notFound('msg.sku_not_found');
    // a product taken off sale enters no cart and changes in none, as in `add-many` and the checkout;
    // its line already there stays, shown unavailable, and can be removed
    if (!store.isOnSale)
      throw fail('msg.product_off_sale', { field: 'sku_id', params: { title: store.title } });
    // a store closed for holiday takes nothing into carts (`set` inserts a missing line too); its
    // lines already there stay, shown unavailable, and can be removed
    if (store.isHoliday) throw fail('msg.store_on_holiday', { params: { name: store.storeName } });
    throw fail('msg.cart_limit', { params: { max: MAX_CART_LINES } });
  }
  return answerOf(changed);
}

/**
 * The device's cart joins the server's at login. A line on both keeps the larger quantity (logging
 * in twice must not double it); lines of SKUs that no longer exist are dropped; past the line
 * limit the lines added first stay.
 */
export async function mergeCart(
  db: Db,
  userId: number,
  items: { sku_id: number; num: number }[],
  lang: Language,
): Promise<CartResponse> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const known = await queries.existingSkus(
      tx,
      items.map((item) => item.sku_id),
    );
    // a SKU sent twice keeps its larger quantity, as a line on both sides does
    const lines = new Map<number, { skuId: number; num: number }>();
    for (const item of items) {
      if (!known.has(item.sku_id)) continue;
      const num = Math.max(item.num, lines.get(item.sku_id)?.num ?? 0);
      lines.set(item.sku_id, { skuId: item.sku_id, num });
    }
    await queries.upsertLines(tx, userId, [...lines.values()], 'max');
    await queries.trimLines(tx, userId, MAX_CART_LINES);
  });
  return getCart(db, userId, lang);
}

/** Removes lines (every line without `skuIds`); answers the removed SKUs' products' other lines. */
export async function deleteLines(
  db: Db,
  userId: number,
  skuIds: number[] | undefined,
): Promise<CartChangeResponse> {
  if (!skuIds) {
    await queries.deleteLines(db, userId, undefined);
    return { count: 0, line_count: 0, items: [] };
  }
  return answerOf(await changes.removeLines(db, userId, skuIds));
}
