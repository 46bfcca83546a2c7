import type { PriceTier } from '@market/contract/tier-price';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { products } from './schema.ts';
import { refreshPrices } from './seller-writes.ts';
import type { WholesaleTerms } from './wholesale-rules.ts';

/** A SKU's own breaks to write, found by its variant (a SKU added by the same save has no id yet). */
export interface SkuTiersChange {
  size: string;
  color: string;
  tiers: PriceTier[] | null;
}

/**
 * Writes a saved product's wholesale terms and the SKU breaks that were sent, in the save's
 * transaction after its SKUs are written, then the product's "from" price and `has_tiers`.
 */
export async function writeWholesale(
  tx: Tx,
  productId: number,
  terms: WholesaleTerms,
  skuTiers: SkuTiersChange[],
): Promise<void> {
  await tx
    .update(products)
    .set({ priceTiers: terms.priceTiers, minOrderQty: terms.minOrderQty, orderMultiple: terms.orderMultiple })
    .where(eq(products.id, productId));
  if (skuTiers.length > 0)
    await tx.execute(sql`
      update product_skus s set price_tiers = x.tiers
      from jsonb_to_recordset(${JSON.stringify(skuTiers)}::jsonb) as x(size text, color text, tiers jsonb)
      where s.product_id = ${productId} and s.size = x.size and s.color = x.color`);
  await refreshPrices(tx, [productId]);
}
