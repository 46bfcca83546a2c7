import { z } from 'zod';
import { id, money, wholeNumber } from '../common/fields.ts';
import { minOrderAmount, priceTier, quantityRuleFields } from '../catalogue/wholesale.ts';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './limits.ts';

export const quantity = wholeNumber(
  z
    .number({ error: 'quantity_format' })
    .int({ error: 'quantity_format' })
    .min(1, { error: 'quantity_format' })
    .max(MAX_LINE_QUANTITY, { error: 'quantity_format' }),
);

/** A cart line on the server: one SKU of one product of one store. */
export const cartItem = z.object({
  sku_id: z.number().int(),
  product_id: z.number().int(),
  shop_id: z.number().int(),
  shop_name: z.string(),
  title: z.string(),
  image: z.string(),
  size: z.string(),
  color: z.string(),
  /**
   * The unit price on the SKU's ladder at the cart's units of the product (all its SKUs count
   * together, decision 040), worked out by the server on every change.
   */
  price: money,
  /** The SKU's ladder, as the product page shows it. */
  tiers: z.array(priceTier),
  ...quantityRuleFields,
  /** The store's smallest order; checkout refuses the store's lines below it. */
  shop_min_order_amount: minOrderAmount,
  stock: z.number().int(),
  num: z.number().int(),
  /** False when the product was taken off sale since it was added, or its store is closed for holiday. */
  is_available: z.boolean(),
});
export type CartItem = z.infer<typeof cartItem>;
export const cartResponse = z.object({ list: z.array(cartItem) });
export type CartResponse = z.infer<typeof cartResponse>;

/** `POST /api/cart/index`: the caller's cart. */
export const cartIndexRequest = z.object({}).strict().optional();

/**
 * `POST /api/cart/merge {items}`: the device's cart joins the server's at login; a line on both
 * keeps the larger quantity, so logging in twice never doubles a line.
 */
export const cartMergeRequest = z
  .object({ items: z.array(z.object({ sku_id: id, num: quantity }).strict()).max(200) })
  .strict();
export type CartMergeRequest = z.input<typeof cartMergeRequest>;

/** `POST /api/cart/add {sku_id, num}`: adds to the line's quantity (spec §3 shopCart). */
export const cartAddRequest = z.object({ sku_id: id, num: quantity }).strict();
/** `POST /api/cart/set {sku_id, num}`: sets a line's quantity. */
export const cartSetRequest = cartAddRequest;
export type CartSetRequest = z.input<typeof cartSetRequest>;
/** `POST /api/cart/del {sku_ids}`: removes lines; an empty body clears the cart. */
export const cartDeleteRequest = z.object({ sku_ids: z.array(id).max(MAX_CART_LINES).optional() }).strict();
export type CartDeleteRequest = z.input<typeof cartDeleteRequest>;

/** Most lines one `add-many` call takes: a bulk grid or a quick order, not a whole catalogue. */
export const ADD_MANY_MAX_LINES = 100;

/**
 * `POST /api/cart/add-many {items: [{sku_id, num}]}`: adds every line or none (decision 048). Each
 * `num` adds to the SKU's line as `add` does; a SKU sent twice is refused naming `items.<n>.sku_id`.
 */
export const cartAddManyRequest = z
  .object({
    items: z
      .array(z.object({ sku_id: id, num: quantity }).strict())
      .min(1)
      .max(ADD_MANY_MAX_LINES),
  })
  .strict();
export type CartAddManyRequest = z.input<typeof cartAddManyRequest>;

/**
 * A line a change touched, or another line of the same product (its unit price may have moved):
 * its quantity in the cart now and its unit price at the tier of the cart's units of its product
 * (decision 040).
 */
export const cartChangedLine = z.object({ sku_id: z.number().int(), num: z.number().int(), price: money });
export type CartChangedLine = z.infer<typeof cartChangedLine>;

/**
 * What a change of the cart answers (issue 19, decision 056): the cart's units and lines (the
 * badge, and a check that the client's copy still matches) and the lines of the products it
 * touched as they are now, not the whole cart. `add-many` answers the lines it touched.
 */
export const cartChangeResponse = z.object({
  count: z.number().int(),
  line_count: z.number().int(),
  items: z.array(cartChangedLine),
});
export type CartChangeResponse = z.infer<typeof cartChangeResponse>;

/** What `add-many` answers: the same shape as every change (decision 048). */
export const cartAddManyResponse = cartChangeResponse;
export type CartAddManyResponse = CartChangeResponse;
