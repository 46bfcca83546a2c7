import type { Language, ReorderLine, ReorderMissing, ReorderResponse } from '@market/contract';
import { compare, multiply } from '@market/contract/decimal';
import { productTotalsOf, unitPriceOf } from '@market/contract/tier-price';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { formatMoney } from '../../lib/money.ts';
import {
  loadSkuOffers,
  offerIssueOf,
  presentImage,
  presentSkuShown,
  settledQuantity,
  skuLadderOf,
} from '../catalogue/index.ts';
import { linesInLanguage } from './buyer-language.ts';
import * as queries from './queries.ts';

/**
 * Buying one of the caller's orders again (decision 049): each line whose SKU can still be bought,
 * its quantity settled on one the product sells in now (minimum, multiple, stock) and priced at
 * today's tier for the units of its product over the lines that come back (a product's colours
 * and sizes count together, decision 040, as the order itself was priced), flagged where price or quantity differ from the order; the other lines with why
 * not. Nothing is added: the buyer reviews the list and adds it with `POST /api/cart/add-many`.
 */
export async function reorder(
  db: Db,
  userId: number,
  orderId: number,
  lang: Language,
): Promise<ReorderResponse> {
  const order = await queries.findOrder(db, orderId, queries.ofBuyer(userId));
  if (!order) throw notFound('msg.order_not_found');
  const items = await queries.itemsOf(db, [order.id]);
  const offers = await loadSkuOffers(
    db,
    items.map((item) => item.skuId),
    lang,
  );
  const back: {
    item: (typeof items)[number];
    offer: NonNullable<ReturnType<typeof offers.get>>;
    num: number;
  }[] = [];
  const unavailable: ReorderMissing[] = [];
  for (const item of items) {
    const offer = offers.get(item.skuId);
    const issue = offerIssueOf(offer);
    const num = offer && !issue ? settledQuantity(offer, item.num) : 0;
    if (!offer || issue || num === 0) {
      unavailable.push({
        sku_id: item.skuId,
        product_id: item.productId,
        title: item.title,
        image: presentImage(item.image).url,
        size: item.size,
        color: item.color,
        ordered_num: item.num,
        reason: issue ?? 'out_of_stock',
      });
      continue;
    }
    back.push({ item, offer, num });
  }
  const pooled = productTotalsOf(back.map(({ offer, num }) => ({ product_id: offer.productId, num })));
  const lines: ReorderLine[] = back.map(({ item, offer, num }) => {
    const price = unitPriceOf(skuLadderOf(offer), pooled.get(offer.productId)!);
    const orderedPrice = formatMoney(item.price);
    return {
      ...presentSkuShown(offer, lang),
      num,
      price,
      amount: multiply(price, num),
      ordered_num: item.num,
      ordered_price: orderedPrice,
      price_changed: compare(price, orderedPrice) !== 0,
      quantity_changed: num !== item.num,
    };
  });
  // the lines that cannot come back read as the order shows them, in the buyer's language
  await linesInLanguage(db, unavailable, lang);
  return { order_id: order.id, lines, unavailable };
}
