import { type CartAddManyResponse, type Language, MAX_LINE_QUANTITY, ResponseCode } from '@market/contract';
import { quantityIssueOf, unitPriceOf } from '@market/contract/tier-price';
import type { Db } from '../../db/client.ts';
import { AppError, fail } from '../../lib/app-error.ts';
import { skuLadderOf } from '../catalogue/index.ts';
import { lockUser } from '../user/index.ts';
import * as queries from './queries.ts';
import { MAX_CART_LINES } from './service.ts';

type Line = { sku_id: number; num: number };

/**
 * Why line `n` cannot go into the cart, as the refusal the caller sees (`items.<n>.sku_id` or
 * `items.<n>.num`), or null. `total` is what the line would hold: what the cart has of the SKU plus
 * `num`, as `add` combines them, so the minimum, the multiple and the stock count the whole line.
 */
function refusalOf(sku: queries.SkuToAdd | undefined, total: number, n: number): AppError | null {
  const skuField = `items.${n}.sku_id`;
  const numField = `items.${n}.num`;
  if (!sku) return new AppError(ResponseCode.notFound, 'msg.sku_not_found', { field: skuField });
  if (!sku.isOnSale) return fail('msg.product_off_sale', { field: skuField, params: { title: sku.title } });
  if (sku.isHoliday)
    return fail('msg.store_on_holiday', { field: skuField, params: { name: sku.storeName } });
  if (total > MAX_LINE_QUANTITY) return fail('validation.quantity_format', { field: numField });
  const issue = quantityIssueOf(total, { min_order_qty: sku.minOrderQty, order_multiple: sku.orderMultiple });
  if (issue === 'below_minimum')
    return fail('msg.below_min_order_qty', {
      field: numField,
      params: { title: sku.title, min: sku.minOrderQty },
    });
  if (issue === 'not_multiple')
    return fail('msg.not_order_multiple', {
      field: numField,
      params: { title: sku.title, multiple: sku.orderMultiple },
    });
  if (total > sku.stock)
    return fail('msg.stock_exhausted', { field: numField, params: { title: sku.title, stock: sku.stock } });
  return null;
}

/**
 * Adds every line or none (decision 048): in one transaction, under the user's lock, each line is
 * checked against its SKU as it is now and what the cart holds of it (minimum, multiple and stock
 * per line); the first refusal, in the
 * order sent, names its line and nothing is written. Answers the cart's totals and the touched
 * lines at their tier prices, not the whole cart.
 */
export async function addMany(
  db: Db,
  userId: number,
  items: Line[],
  lang: Language,
): Promise<CartAddManyResponse> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const seen = new Set<number>();
    items.forEach((item, n) => {
      if (seen.has(item.sku_id)) throw fail('validation.sku_repeated', { field: `items.${n}.sku_id` });
      seen.add(item.sku_id);
    });
    const skus = new Map(
      (await queries.skusToAdd(tx, userId, [...seen], lang)).map((sku) => [sku.skuId, sku] as const),
    );
    const added = items.map((item, n) => {
      const sku = skus.get(item.sku_id);
      const total = (sku?.inCart ?? 0) + item.num;
      const refusal = refusalOf(sku, total, n);
      if (refusal) throw refusal;
      return { sku: sku!, num: total };
    });
    await queries.upsertLines(
      tx,
      userId,
      items.map((item) => ({ skuId: item.sku_id, num: item.num })),
      'add',
    );
    const totals = await queries.cartTotals(tx, userId);
    if (totals.lines > MAX_CART_LINES)
      throw fail('msg.cart_limit', { field: 'items', params: { max: MAX_CART_LINES } });
    // each touched line at its product's units over the whole cart, now that they are in it
    // (a product's colours and sizes count together towards a tier, decision 040)
    const pooled = await queries.productUnits(tx, userId, [
      ...new Set(added.map((line) => line.sku.productId)),
    ]);
    const priced = added.map(({ sku, num }) => ({
      sku_id: sku.skuId,
      num,
      price: unitPriceOf(skuLadderOf(sku), pooled.get(sku.productId) ?? num),
    }));
    return { count: totals.units, line_count: totals.lines, items: priced };
  });
}
