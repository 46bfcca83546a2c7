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
