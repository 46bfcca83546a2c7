import { compare } from '@market/contract/decimal';
import { quantityIssueOf, unitPriceOf } from '@market/contract/tier-price';
import { fail } from '../../lib/app-error.ts';
import { formatMoney } from '../../lib/money.ts';
import { skuLadderOf, type SkuLadderTerms } from '../catalogue/index.ts';

/** A SKU's wholesale terms as checkout reads them (`skuOfferColumns`). */
export interface LineTerms extends SkuLadderTerms {
  title: string;
  orderMultiple: number;
}

/**
 * The unit price of a line of `num` units on the SKU's ladder at `pooled`, the units of its
 * product over the checkout's lines (its colours and sizes count together towards a tier,
 * decision 040), refusing a quantity the product is not sold in, whatever the client sent: a
 * line below its minimum, or not a whole number of its multiple (both per line). `field` names
 * the line (`items.2.num`).
 */
export function tierPriceOf(sku: LineTerms, num: number, pooled: number, field: string): string {
  const rule = { min_order_qty: sku.minOrderQty, order_multiple: sku.orderMultiple };
  const issue = quantityIssueOf(num, rule);
  if (issue === 'below_minimum')
    throw fail('msg.below_min_order_qty', { field, params: { title: sku.title, min: sku.minOrderQty } });
  if (issue === 'not_multiple')
    throw fail('msg.not_order_multiple', {
      field,
      params: { title: sku.title, multiple: sku.orderMultiple },
    });
  return unitPriceOf(skuLadderOf(sku), pooled);
}

/**
 * Refuses a store's order whose items come to less than the store's minimum order amount (before
 * freight and tax), naming its first line (`items.0`) and the store.
 */
export function checkStoreMinimums(
  stores: {
    itemsAmount: string;
    lines: { skuId: number; storeName: string; minOrderAmount: string | null }[];
  }[],
  fieldOf: (skuId: number) => string,
): void {
  for (const store of stores) {
    const [first] = store.lines;
    const minimum = first?.minOrderAmount;
    if (!first || minimum === null || minimum === undefined || compare(store.itemsAmount, minimum) >= 0)
      continue;
    throw fail('msg.below_store_min_amount', {
      field: fieldOf(first.skuId),
      params: { name: first.storeName, min: formatMoney(minimum) },
    });
  }
}
