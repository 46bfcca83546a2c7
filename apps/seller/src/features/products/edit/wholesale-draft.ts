import type { SellerProductDetail, TierDraft } from '@market/contract';
import { compare } from '@market/contract/decimal';
import { ladderOf, type PriceTier } from '@market/contract/tier-price';

/** One quantity break as typed: "from `min_qty` units, `price` a unit". */
export interface TierRow {
  min_qty: string;
  price: string;
}

/** The product's wholesale terms as typed (decision 047). */
export interface WholesaleDraft {
  minOrderQty: string;
  orderMultiple: string;
  tiers: TierRow[];
}

/** A SKU's breaks: the product's, none at all, or its own list (decision 040: null, [], a list). */
export type SkuTiersMode = 'follow' | 'none' | 'own';

export interface SkuTiersDraft {
  mode: SkuTiersMode;
  rows: TierRow[];
}

export const rowsOfTiers = (tiers: readonly PriceTier[]): TierRow[] =>
  tiers.map((tier) => ({ min_qty: String(tier.min_qty), price: tier.price }));

export const wholesaleDraftOf = (product: SellerProductDetail | undefined): WholesaleDraft => ({
  minOrderQty: String(product?.min_order_qty ?? 1),
  orderMultiple: String(product?.order_multiple ?? 1),
  tiers: rowsOfTiers(product?.price_tiers ?? []),
});

export const skuTiersDraftOf = (tiers: readonly PriceTier[] | null | undefined): SkuTiersDraft =>
  tiers == null
    ? { mode: 'follow', rows: [] }
    : { mode: tiers.length === 0 ? 'none' : 'own', rows: rowsOfTiers(tiers) };

/** Rows as the save call takes them; the server checks every value and names the one it refuses. */
export const tierDraftsOf = (rows: readonly TierRow[]): TierDraft[] =>
  rows.map((row) => ({ min_qty: row.min_qty.trim(), price: row.price.trim() }));

/** A SKU's choice as sent: null follows the product's breaks, [] has none. */
export const sentSkuTiers = (draft: SkuTiersDraft): TierDraft[] | null =>
  draft.mode === 'follow' ? null : draft.mode === 'none' ? [] : tierDraftsOf(draft.rows);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The save call's wholesale fields: only those the seller changed, so that saving a product
 * without touching them sends none and the server keeps them as they are (even a break that a
 * later price change made useless, which a re-check would refuse).
 */
export function wholesaleChanges(draft: WholesaleDraft, loaded: WholesaleDraft) {
  return {
    ...(draft.minOrderQty.trim() === loaded.minOrderQty ? {} : { min_order_qty: draft.minOrderQty.trim() }),
    ...(draft.orderMultiple.trim() === loaded.orderMultiple
      ? {}
      : { order_multiple: draft.orderMultiple.trim() }),
    ...(same(tierDraftsOf(draft.tiers), tierDraftsOf(loaded.tiers))
      ? {}
      : { price_tiers: tierDraftsOf(draft.tiers) }),
  };
}

/** A SKU's breaks to send, or undefined (left out: kept) when unchanged from what it had. */
export function skuTiersChange(draft: SkuTiersDraft | undefined, loaded: SkuTiersDraft | undefined) {
  const sent = sentSkuTiers(draft ?? { mode: 'follow', rows: [] });
  const before = sentSkuTiers(loaded ?? { mode: 'follow', rows: [] });
  return same(sent, before) ? undefined : sent;
}

const isQuantity = (text: string) => /^[1-9][0-9]{0,4}$/.test(text.trim());
const isPrice = (text: string) => /^[0-9]{1,12}(\.[0-9]{1,2})?$/.test(text.trim());

/**
 * The ladder the rows make with `price` as the first tier, for the preview; rows not yet typed
 * in full are left out (the server says what is wrong with them on save).
 */
export function ladderPreview(price: string | undefined, rows: readonly TierRow[], minOrderQty: string) {
  if (price === undefined || !isPrice(price)) return [];
  const breaks = rows
    .filter((row) => isQuantity(row.min_qty) && isPrice(row.price))
    .map((row) => ({ min_qty: Number(row.min_qty), price: row.price.trim() }));
  return ladderOf(price.trim(), breaks, isQuantity(minOrderQty) ? Number(minOrderQty) : 1);
}

/** The lowest of the typed SKU prices (the first tier the preview starts from). */
export function cheapestPrice(prices: readonly string[]): string | undefined {
  return prices
    .filter(isPrice)
    .map((price) => price.trim())
    .reduce<string | undefined>(
      (low, price) => (low === undefined || compare(price, low) < 0 ? price : low),
      undefined,
    );
}

/** A ladder as a line of text: "12–23: 5.00, 24–119: 4.50, 120+: 4.00". */
export function ladderText(ladder: readonly PriceTier[], money: (price: string) => string): string {
  return ladder
    .map((tier, at) => {
      const next = ladder[at + 1];
      const span = next ? `${tier.min_qty}–${next.min_qty - 1}` : `${tier.min_qty}+`;
      return `${span}: ${money(tier.price)}`;
    })
    .join(', ');
}
