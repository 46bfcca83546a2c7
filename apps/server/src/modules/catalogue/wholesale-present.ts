import { ladderOf, type PriceTier } from '@market/contract/tier-price';
import { formatMoney } from '../../lib/money.ts';

/** What a SKU's ladder is made of, as the catalogue, cart and checkout read it (decision 040). */
export interface SkuLadderTerms {
  /** The SKU's own price, from the product's minimum order quantity. */
  price: string;
  /** The SKU's breaks, else the product's. */
  priceTiers: PriceTier[] | null;
  minOrderQty: number;
}

/** The ladder a SKU sells on, prices in their shortest exact form. */
export function skuLadderOf(terms: SkuLadderTerms): PriceTier[] {
  return ladderOf(formatMoney(terms.price), terms.priceTiers ?? [], terms.minOrderQty).map((tier) => ({
    min_qty: tier.min_qty,
    price: formatMoney(tier.price),
  }));
}
