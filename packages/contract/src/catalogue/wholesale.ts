import { z } from 'zod';
import { money } from '../common/fields.ts';

/** One tier of a quantity price ladder: from `min_qty` units, `price` a unit (decision 040). */
export const priceTier = z.object({ min_qty: z.number().int(), price: money });

/**
 * A product's order quantities: a line holds at least `min_order_qty` units, in steps of
 * `order_multiple` (a carton); 1 and 1 when the seller set none.
 */
export const quantityRuleFields = {
  min_order_qty: z.number().int(),
  order_multiple: z.number().int(),
};

/** A store's smallest order (its items, before freight and tax); null when it has none. */
export const minOrderAmount = money.nullable();
