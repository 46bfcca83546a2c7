import { z } from 'zod';
import { id, money } from '../common/fields.ts';
import { quantity } from './cart.ts';
import { QUICK_LINE_ISSUES, QUICK_ORDER_MAX_LINES, REORDER_ISSUES } from './limits.ts';

/** A SKU as a buyer recognises it on a reorder or quick order list: product, store, variant, picture. */
const skuShown = {
  sku_id: z.number().int(),
  product_id: z.number().int(),
  shop_id: z.number().int(),
  shop_name: z.string(),
  title: z.string(),
  image: z.string(),
  size: z.string(),
  color: z.string(),
};

/** `POST /api/order/reorder {order_id}`: what of one of the caller's orders can go back into the cart. */
export const reorderRequest = z.object({ order_id: id }).strict();
export type ReorderRequest = z.input<typeof reorderRequest>;

/** A past line that can be added: its quantity settled to one the product sells now, at today's price. */
export const reorderLine = z.object({
  ...skuShown,
  num: z.number().int(),
  /** The unit price of `num` units on the SKU's ladder today. */
  price: money,
  amount: money,
  ordered_num: z.number().int(),
  ordered_price: money,
  price_changed: z.boolean(),
  quantity_changed: z.boolean(),
});
export type ReorderLine = z.infer<typeof reorderLine>;

/** A past line that cannot be added, as the order recorded it, and why. */
export const reorderMissing = z.object({
  sku_id: z.number().int(),
  product_id: z.number().int(),
  title: z.string(),
  image: z.string(),
  size: z.string(),
  color: z.string(),
  ordered_num: z.number().int(),
  reason: z.enum(REORDER_ISSUES),
});
export type ReorderMissing = z.infer<typeof reorderMissing>;

export const reorderResponse = z.object({
  order_id: z.number().int(),
  lines: z.array(reorderLine),
  unavailable: z.array(reorderMissing),
});
export type ReorderResponse = z.infer<typeof reorderResponse>;

/** `POST /api/cart/quick-check {lines}`: SKU ids (item numbers) and quantities, as typed or uploaded. */
export const quickCheckRequest = z
  .object({
    lines: z
      .array(z.object({ sku_id: id, num: quantity }).strict(), { error: 'quick_order_lines' })
      .min(1, { error: 'quick_order_lines' })
      .max(QUICK_ORDER_MAX_LINES, { error: 'quick_order_lines' }),
  })
  .strict();
export type QuickCheckRequest = z.input<typeof quickCheckRequest>;

/**
 * One line's verdict, in the order sent: `reason` null is a line that can be added as it is, with
 * its tier price and amount; otherwise why not, and `suggested_num`, a quantity that can be ordered,
 * when the quantity is what is wrong. `sku` is null when no SKU has that id.
 */
export const quickCheckLine = z.object({
  sku_id: z.number().int(),
  num: z.number().int(),
  reason: z.enum(QUICK_LINE_ISSUES).nullable(),
  suggested_num: z.number().int().nullable(),
  sku: z
    .object({
      ...skuShown,
      min_order_qty: z.number().int(),
      order_multiple: z.number().int(),
      stock: z.number().int(),
    })
    .nullable(),
  price: money.nullable(),
  amount: money.nullable(),
});
export type QuickCheckLine = z.infer<typeof quickCheckLine>;
export const quickCheckResponse = z.object({ lines: z.array(quickCheckLine) });
export type QuickCheckResponse = z.infer<typeof quickCheckResponse>;
