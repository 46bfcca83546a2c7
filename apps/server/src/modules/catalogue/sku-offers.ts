import { type Language, MAX_LINE_QUANTITY } from '@market/contract';
import { largestOrderable, orderableQuantity, type QuantityRule } from '@market/contract/tier-price';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { presentImage } from './present.ts';
import { titleIn } from './product-texts.ts';
import { productSkus, products, stores } from './schema.ts';
import { skuOfferColumns } from './sku-columns.ts';
import { variantNameIn } from './variant-names.ts';

const offersOf = (db: Db, skuIds: number[], lang: Language) =>
  db
    .select({
      ...skuOfferColumns,
      title: titleIn(lang),
      deletedAt: products.deletedAt,
      storeStatus: stores.status,
    })
    .from(productSkus)
    .innerJoin(products, eq(products.id, productSkus.productId))
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(inArray(productSkus.id, skuIds));
export type SkuOffer = Awaited<ReturnType<typeof offersOf>>[number];

/**
 * SKUs as a buyer would order them now, by id, for buying again and the quick order (decision
 * 049): the offer columns checkout reads, the title in `lang`, and what tells "gone" from "off
 * shelf" from "store closed" (`is_on_sale` alone folds the three together).
 */
export async function loadSkuOffers(
  db: Db,
  skuIds: number[],
  lang: Language,
): Promise<Map<number, SkuOffer>> {
  if (skuIds.length === 0) return new Map();
  const rows = await offersOf(db, [...new Set(skuIds)], lang);
  return new Map(rows.map((row) => [row.skuId, row]));
}

/**
 * Why a SKU cannot be ordered at all, or null: no such SKU or a deleted product (gone, for good),
 * a store suspended or closed for holiday (may come back), the product off shelf or taken down.
 */
export function offerIssueOf(offer: SkuOffer | undefined): 'gone' | 'store_closed' | 'off_shelf' | null {
  if (!offer || offer.deletedAt) return 'gone';
  if (offer.storeStatus !== 'open' || offer.isHoliday) return 'store_closed';
  if (!offer.isOnSale) return 'off_shelf';
  return null;
}

export const quantityRuleOf = (offer: SkuOffer): QuantityRule => ({
  min_order_qty: offer.minOrderQty,
  order_multiple: offer.orderMultiple,
});

/** The most units of the SKU one line can hold now: its stock, within the line limit. */
export const lineCeilingOf = (offer: SkuOffer) => Math.min(offer.stock, MAX_LINE_QUANTITY);

/**
 * `wanted` units settled on a quantity the product sells in: up to the minimum and a whole number
 * of multiples, then down to what the stock allows; 0 when not even the minimum is in stock.
 */
export function settledQuantity(offer: SkuOffer, wanted: number): number {
  const rule = quantityRuleOf(offer);
  const up = orderableQuantity(wanted, rule);
  return up <= lineCeilingOf(offer) ? up : largestOrderable(lineCeilingOf(offer), rule);
}

/** The SKU as the buyer's lists show it: store, title, first picture, size and colour in `lang`. */
export function presentSkuShown(offer: SkuOffer, lang: Language) {
  return {
    sku_id: offer.skuId,
    product_id: offer.productId,
    shop_id: offer.storeId,
    shop_name: offer.storeName,
    title: offer.title,
    image: presentImage(offer.image).url,
    size: variantNameIn(offer.size, lang),
    color: variantNameIn(offer.color, lang),
  };
}
