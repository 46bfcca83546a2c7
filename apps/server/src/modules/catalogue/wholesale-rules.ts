import { compare } from '@market/contract/decimal';
import type { PriceTier } from '@market/contract/tier-price';
import { type SkuDraft, type TierDraft, wholesaleFieldRules } from '@market/contract';
import { fail } from '../../lib/app-error.ts';
import { formatMoney } from '../../lib/money.ts';
import { checkValue } from './seller-rules.ts';

/** A product's wholesale terms as they will be stored (decision 040). */
export interface WholesaleTerms {
  priceTiers: PriceTier[];
  minOrderQty: number;
  orderMultiple: number;
}

/** What the save call sent of them; each left out keeps the product's. */
export interface WholesaleInput {
  price_tiers?: TierDraft[] | undefined;
  min_order_qty?: number | undefined;
  order_multiple?: number | undefined;
}

/** A SKU as it will be, and the breaks it keeps when it sends none. */
export interface SkuForTiers {
  size: string;
  color: string;
  price: string;
  /** The SKU's own breaks now (null: it follows the product's); undefined for a new SKU. */
  current?: PriceTier[] | null | undefined;
}

function checked<T>(result: { value: T } | { issue: { key: string; field: string } }): T {
  if ('issue' in result) throw fail(result.issue.key, { field: result.issue.field });
  return result.value;
}

/**
 * Breaks checked in order, naming `<prefix>.<n>.<field>`: quantities whole, above the minimum and
 * the tier before, in whole multiples; prices positive and each lower than the one before.
 */
export function checkTiers(
  drafts: TierDraft[],
  rule: Pick<WholesaleTerms, 'minOrderQty' | 'orderMultiple'>,
  prefix: string,
): PriceTier[] {
  const tiers = drafts.map((draft, n) => ({
    min_qty: checked(checkValue(wholesaleFieldRules.tier_min_qty, draft.min_qty, `${prefix}.${n}.min_qty`)),
    price: formatMoney(
      checked(checkValue(wholesaleFieldRules.tier_price, draft.price, `${prefix}.${n}.price`)),
    ),
  }));
  tiers.forEach((tier, n) => {
    const previous = tiers[n - 1];
    const floor = previous?.min_qty ?? rule.minOrderQty;
    if (tier.min_qty <= floor)
      throw fail('validation.tier_quantity_order', {
        field: `${prefix}.${n}.min_qty`,
        params: { min: floor },
      });
    if (tier.min_qty % rule.orderMultiple !== 0)
      throw fail('validation.tier_quantity_multiple', {
        field: `${prefix}.${n}.min_qty`,
        params: { multiple: rule.orderMultiple },
      });
    if (previous && compare(tier.price, previous.price) >= 0)
      throw fail('validation.tier_price_order', { field: `${prefix}.${n}.price` });
  });
  return tiers;
}

/** The product's terms after the save: what was sent, else what it has (a new product: none, 1, 1). */
export function resolveTerms(input: WholesaleInput, current: WholesaleTerms | undefined): WholesaleTerms {
  const minOrderQty = input.min_order_qty ?? current?.minOrderQty ?? 1;
  const orderMultiple = input.order_multiple ?? current?.orderMultiple ?? 1;
  if (minOrderQty % orderMultiple !== 0)
    throw fail('validation.min_order_multiple', {
      field: input.min_order_qty === undefined ? 'order_multiple' : 'min_order_qty',
      params: { multiple: orderMultiple },
    });
  const rule = { minOrderQty, orderMultiple };
  const priceTiers =
    input.price_tiers === undefined
      ? (current?.priceTiers ?? [])
      : checkTiers(input.price_tiers, rule, 'price_tiers');
  return { priceTiers, minOrderQty, orderMultiple };
}

/**
 * Each SKU's own breaks after the save, by its place in the request: those sent are checked
 * (`skus.1.price_tiers.0.price`), the others keep theirs. A break sent in this call must lower
 * the price of every SKU it applies to, or a larger quantity would not cost less.
 */
export function resolveSkuTiers(
  drafts: Pick<SkuDraft, 'price_tiers'>[],
  skus: SkuForTiers[],
  terms: WholesaleTerms,
  productTiersSent: boolean,
): (PriceTier[] | null)[] {
  return skus.map((sku, index) => {
    const draft = drafts[index]?.price_tiers;
    const own = draft
      ? checkTiers(draft, terms, `skus.${index}.price_tiers`)
      : draft === null
        ? null
        : (sku.current ?? null);
    const [first] = own ?? terms.priceTiers;
    const isSent = own ? draft !== undefined : productTiersSent;
    if (first && isSent && compare(first.price, sku.price) >= 0)
      throw fail('validation.tier_above_sku_price', {
        field: own ? `skus.${index}.price_tiers.0.price` : 'price_tiers.0.price',
        params: { size: sku.size, color: sku.color, price: formatMoney(sku.price) },
      });
    return own;
  });
}

/**
 * The save call's wholesale terms checked against the product as it is (`current`, its SKUs) and
 * the SKUs as they will be: the product's terms, and the SKU breaks to write (those sent).
 */
export function planWholesale(
  input: WholesaleInput & { skus: Pick<SkuDraft, 'id' | 'price_tiers'>[] },
  current:
    | (WholesaleTerms & {
        skus: { id: number; size: string; color: string; priceTiers: PriceTier[] | null }[];
      })
    | undefined,
  skus: { size: string; color: string; price: string }[],
) {
  const terms = resolveTerms(input, current);
  const byId = new Map(current?.skus.map((sku) => [sku.id, sku]));
  const byVariant = new Map(current?.skus.map((sku) => [`${sku.size}\u0000${sku.color}`, sku]));
  const withCurrent = skus.map((sku, index) => {
    const id = input.skus[index]?.id;
    const old = id === undefined ? byVariant.get(`${sku.size}\u0000${sku.color}`) : byId.get(id);
    return { ...sku, current: old?.priceTiers };
  });
  const tiers = resolveSkuTiers(input.skus, withCurrent, terms, input.price_tiers !== undefined);
  const skuTiers = skus.flatMap((sku, index) =>
    input.skus[index]?.price_tiers === undefined
      ? []
      : [{ size: sku.size, color: sku.color, tiers: tiers[index]! }],
  );
  return { terms, skuTiers };
}
