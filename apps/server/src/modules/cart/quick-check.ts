import type { Language, QuickCheckLine, QuickCheckResponse, QuickLineIssue } from '@market/contract';
import { multiply } from '@market/contract/decimal';
import { largestOrderable, productTotalsOf, quantityIssueOf, unitPriceOf } from '@market/contract/tier-price';
import type { Db } from '../../db/client.ts';
import {
  lineCeilingOf,
  loadSkuOffers,
  offerIssueOf,
  presentSkuShown,
  quantityRuleOf,
  settledQuantity,
  skuLadderOf,
  type SkuOffer,
} from '../catalogue/index.ts';

/**
 * What is wrong with `num` units of an orderable SKU, and the quantity to use instead: the nearest
 * orderable quantity above a wrong one (below the minimum, off the multiple) if the stock has it,
 * else the most the stock allows; 0 suggested means not even the minimum is in stock.
 */
function quantityVerdict(offer: SkuOffer, num: number): { reason: QuickLineIssue; suggested: number } | null {
  const rule = quantityRuleOf(offer);
  const issue = quantityIssueOf(num, rule);
  if (issue) return { reason: issue, suggested: settledQuantity(offer, num) };
  if (num > lineCeilingOf(offer))
    return { reason: 'short_of_stock', suggested: largestOrderable(lineCeilingOf(offer), rule) };
  return null;
}

/**
 * The quick order's verdict on each line, in the order sent (decision 049): a line that can be
 * added as typed comes with its tier price and amount, the tier looked up at the units of its
 * product over the lines that can be added (a product's colours and sizes count together,
 * decision 040); the others say why not. A SKU already on an
 * earlier line is a `duplicate` (the buyer meant one line, or typed an id twice by mistake).
 */
export async function quickCheck(
  db: Db,
  lines: { sku_id: number; num: number }[],
  lang: Language,
): Promise<QuickCheckResponse> {
  const offers = await loadSkuOffers(
    db,
    lines.map((line) => line.sku_id),
    lang,
  );
  const seen = new Set<number>();
  const checked = lines.map((line): QuickCheckLine => {
    const offer = offers.get(line.sku_id);
    const sku = offer
      ? {
          ...presentSkuShown(offer, lang),
          min_order_qty: offer.minOrderQty,
          order_multiple: offer.orderMultiple,
          stock: offer.stock,
        }
      : null;
    const refused = (reason: QuickLineIssue, suggested: number | null = null): QuickCheckLine => ({
      ...line,
      reason,
      suggested_num: suggested || null,
      sku,
      price: null,
      amount: null,
    });
    const isDuplicate = seen.has(line.sku_id);
    seen.add(line.sku_id);
    if (!offer) return refused('not_found');
    const issue = offerIssueOf(offer);
    if (issue) return refused(issue === 'gone' ? 'not_found' : issue);
    if (largestOrderable(lineCeilingOf(offer), quantityRuleOf(offer)) === 0) return refused('out_of_stock');
    if (isDuplicate) return refused('duplicate');
    const verdict = quantityVerdict(offer, line.num);
    if (verdict) return refused(verdict.reason, verdict.suggested);
    return { ...line, reason: null, suggested_num: null, sku, price: null, amount: null };
  });
  const productOf = (line: QuickCheckLine) => offers.get(line.sku_id)!.productId;
  const valid = checked.filter((line) => line.reason === null);
  const pooled = productTotalsOf(valid.map((line) => ({ product_id: productOf(line), num: line.num })));
  return {
    lines: checked.map((line) => {
      if (line.reason !== null) return line;
      const price = unitPriceOf(skuLadderOf(offers.get(line.sku_id)!), pooled.get(productOf(line))!);
      return { ...line, price, amount: multiply(price, line.num) };
    }),
  };
}
