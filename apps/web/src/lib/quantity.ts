import { largestOrderable, orderableQuantity, type QuantityRule } from '@market/contract/tier-price';

const ANY_QUANTITY: QuantityRule = { min_order_qty: 1, order_multiple: 1 };

/**
 * A quantity that can be ordered within `max` (the stock): at least the product's minimum, a whole
 * number of its multiple, rounded up to the next one (decision 040); 0 when none fits; what is not a
 * number becomes the smallest.
 */
export function clampQuantity(quantity: number, max: number, rule: QuantityRule = ANY_QUANTITY): number {
  const top = largestOrderable(max, rule);
  if (top === 0) return 0;
  const wanted = Number.isFinite(quantity) ? Math.trunc(quantity) : 1;
  return Math.min(orderableQuantity(wanted, rule), top);
}

/**
 * Where + goes from `quantity`: the next orderable quantity above it, so a line below the minimum
 * or off the carton (a device cart from before the terms, a typed number) lands on the minimum or
 * the next carton rather than a carton past it; null when that is past `max`.
 */
export function stepUp(quantity: number, max: number, rule: QuantityRule = ANY_QUANTITY): number | null {
  const next = orderableQuantity(quantity + 1, rule);
  return next <= max ? next : null;
}

/** Where − goes from `quantity`: the last orderable quantity below it, null when none is. */
export function stepDown(quantity: number, rule: QuantityRule = ANY_QUANTITY): number | null {
  const below = largestOrderable(quantity - 1, rule);
  return below > 0 ? below : null;
}
