// zod-free: the buyer app marks the tier in force with the same functions the server prices with
// (decision 040). Prices are decimal strings, never floats.
import { compare, multiply } from '../common/decimal.ts';

/** One step of a quantity price ladder: from `min_qty` units of a SKU, `price` a unit. */
export interface PriceTier {
  min_qty: number;
  price: string;
}

/** What a product asks of each line's quantity: at least `min_order_qty`, in steps of `order_multiple`. */
export interface QuantityRule {
  min_order_qty: number;
  order_multiple: number;
}

/** Quantity breaks a product or a SKU may have beyond its own price. */
export const PRICE_TIERS_MAX = 10;

/**
 * The ladder a SKU is sold on: its own price from the minimum order quantity, then each quantity
 * break above it that lowers the price. A break at or below the minimum sets the price at the
 * minimum if it is lower; a break that does not lower the price is left out, so a larger
 * quantity never costs more a unit, whatever is stored.
 */
export function ladderOf(basePrice: string, breaks: readonly PriceTier[], minOrderQty = 1): PriceTier[] {
  const start = Math.max(1, minOrderQty);
  const ladder: PriceTier[] = [{ min_qty: start, price: basePrice }];
  for (const tier of [...breaks].sort((a, b) => a.min_qty - b.min_qty)) {
    const last = ladder[ladder.length - 1]!;
    if (compare(tier.price, last.price) >= 0) continue;
    if (tier.min_qty <= start) ladder[0] = { min_qty: start, price: tier.price };
    else ladder.push({ min_qty: tier.min_qty, price: tier.price });
  }
  return ladder;
}

/** The index of the tier in force for a quantity: the last one it reaches (the first below all). */
export function tierIndexOf(ladder: readonly PriceTier[], quantity: number): number {
  let index = 0;
  ladder.forEach((tier, at) => {
    if (tier.min_qty <= quantity) index = at;
  });
  return index;
}

/** The unit price of a line of `quantity` units. */
export const unitPriceOf = (ladder: readonly PriceTier[], quantity: number): string =>
  ladder[tierIndexOf(ladder, quantity)]!.price;

/** What a line of `quantity` units comes to: its tier's unit price × the quantity, exactly. */
export const lineAmountOf = (ladder: readonly PriceTier[], quantity: number): string =>
  multiply(unitPriceOf(ladder, quantity), quantity);

/** The lowest unit price of a ladder (its last tier): what "from" shows. */
export const lowestPriceOf = (ladder: readonly PriceTier[]): string => ladder[ladder.length - 1]!.price;

export type QuantityIssue = 'below_minimum' | 'not_multiple';

/** Why a line's quantity cannot be ordered, or null when it can. */
export function quantityIssueOf(quantity: number, rule: QuantityRule): QuantityIssue | null {
  if (quantity < rule.min_order_qty) return 'below_minimum';
  if (quantity % Math.max(1, rule.order_multiple) !== 0) return 'not_multiple';
  return null;
}

/** The nearest quantity at or above `quantity` that can be ordered (where a stepper settles). */
export function orderableQuantity(quantity: number, rule: QuantityRule): number {
  const multiple = Math.max(1, rule.order_multiple);
  const wanted = Math.max(quantity, rule.min_order_qty, 1);
  return Math.ceil(wanted / multiple) * multiple;
}

/** The largest orderable quantity not above `max` (stock or the line limit), or 0 when none is. */
export function largestOrderable(max: number, rule: QuantityRule): number {
  const multiple = Math.max(1, rule.order_multiple);
  const largest = Math.floor(max / multiple) * multiple;
  return largest >= rule.min_order_qty && largest > 0 ? largest : 0;
}

/** A line to price with the other lines of its product: `num` units of one SKU on its own ladder. */
export interface PooledLine {
  product_id: number;
  num: number;
  ladder: readonly PriceTier[];
}

/** How many units each product has over the lines (the quantity its tiers are looked up at). */
export function productTotalsOf(
  lines: readonly Pick<PooledLine, 'product_id' | 'num'>[],
): Map<number, number> {
  const totals = new Map<number, number>();
  for (const line of lines) totals.set(line.product_id, (totals.get(line.product_id) ?? 0) + line.num);
  return totals;
}

/**
 * Each line priced at its product's total (decision 040, "Tiers count the product's total"): the
 * colours and sizes of one product count together towards a tier, as a wholesale buyer mixing
 * variants expects, while each line stays on its own SKU's ladder. The minimum and the multiple
 * are still per line (`quantityIssueOf`).
 */
export function pooledPricesOf<T extends PooledLine>(
  lines: readonly T[],
): { line: T; pooled_qty: number; price: string; amount: string }[] {
  const totals = productTotalsOf(lines);
  return lines.map((line) => {
    const pooled = totals.get(line.product_id)!;
    const price = unitPriceOf(line.ladder, pooled);
    return { line, pooled_qty: pooled, price, amount: multiply(price, line.num) };
  });
}
