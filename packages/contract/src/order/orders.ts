import { z } from 'zod';
import { id, money, wholeNumber } from '../common/fields.ts';
import { pageOf, paging } from '../catalogue/common.ts';
import { addressSchema } from './address.ts';
import { quantity } from './cart.ts';
import { CAMPAIGN_CODE, MAX_CART_LINES, ORDER_FILTERS, ORDER_STATUSES, REVIEW_MAX_IMAGES } from './limits.ts';

/** A checkout takes a whole cart: as many lines as a cart may hold. */
const orderLines = z
  .array(z.object({ product_id: id, sku_id: id, num: quantity }).strict(), {
    // not an array: nothing selected; too many lines: the translated "at most" of any list
    error: (issue) => (issue.code === 'invalid_type' ? 'select_product' : undefined),
  })
  .min(1, { error: 'select_product' })
  .max(MAX_CART_LINES);

/** `POST /api/order/confirm {items, address_id}`: what the checkout will cost, computed by the server. */
export const orderConfirmRequest = z.object({ items: orderLines, address_id: id.optional() }).strict();
export type OrderConfirmRequest = z.input<typeof orderConfirmRequest>;
/** `POST /api/order/create {items, address_id}`: reserves stock, one order per store. */
export const orderCreateRequest = z
  .object({
    items: orderLines,
    address_id: id,
    /** The campaign that brought the buyer, kept on the checkout for its report. */
    campaign: z.string().regex(CAMPAIGN_CODE, { error: 'campaign_format' }).optional(),
  })
  .strict();
export type OrderCreateRequest = z.input<typeof orderCreateRequest>;

export const orderLine = z.object({
  product_id: z.number().int(),
  sku_id: z.number().int(),
  title: z.string(),
  image: z.string(),
  size: z.string(),
  color: z.string(),
  price: money,
  num: z.number().int(),
  amount: money,
});
export type OrderLine = z.infer<typeof orderLine>;

/** Amounts of one store's part of a checkout: items + freight + taxes = total. */
const amounts = {
  items_amount: money,
  freight: money,
  tax: money,
  total: money,
};

export const orderPreview = z.object({
  shop_id: z.number().int(),
  shop_name: z.string(),
  items: z.array(orderLine),
  ...amounts,
});
export type OrderPreview = z.infer<typeof orderPreview>;

export const orderConfirmResponse = z.object({
  orders: z.array(orderPreview),
  ...amounts,
  address: addressSchema.nullable(),
  payment_method: z.literal('balance'),
  balance: money,
});
export type OrderConfirmResponse = z.infer<typeof orderConfirmResponse>;

export const orderSchema = z.object({
  id: z.number().int(),
  order_no: z.string(),
  checkout_id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  shop_id: z.number().int(),
  shop_name: z.string(),
  items: z.array(orderLine),
  ...amounts,
  address: addressSchema.omit({ id: true, is_default: true }),
  /** Who carries it and its tracking number, once shipped ('' before). */
  carrier: z.string(),
  tracking_no: z.string(),
  /** Who cancelled it, and the seller's reason ('' otherwise) the buyer reads. */
  cancelled_by: z.enum(['buyer', 'seller', 'admin']).nullable(),
  cancel_reason: z.string(),
  is_reviewed: z.boolean(),
  created_at: z.string(),
  expires_at: z.string(),
  paid_at: z.string().nullable(),
  shipped_at: z.string().nullable(),
  received_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderCreateResponse = z.object({
  checkout_id: z.number().int(),
  orders: z.array(orderSchema),
  total: money,
  expires_at: z.string(),
});
export type OrderCreateResponse = z.infer<typeof orderCreateResponse>;

/** `POST /api/order/pay {checkout_id, fund_password}` with an `Idempotency-Key`. */
export const orderPayRequest = z
  .object({
    checkout_id: id,
    fund_password: z
      .string({ error: 'enter_fund_password' })
      .min(1, { error: 'enter_fund_password' })
      .max(128),
  })
  .strict();
export type OrderPayRequest = z.input<typeof orderPayRequest>;
export const orderPayResponse = z.object({
  checkout_id: z.number().int(),
  order_ids: z.array(z.number().int()),
  total: money,
  balance: money,
});
export type OrderPayResponse = z.infer<typeof orderPayResponse>;

/** `POST /api/order/checkout {checkout_id}`: an unpaid checkout, for `/pay`. */
export const checkoutRequest = z.object({ checkout_id: id }).strict();
export const checkoutResponse = z.object({
  checkout_id: z.number().int(),
  status: z.enum(['unpaid', 'paid', 'expired']),
  total: money,
  expires_at: z.string(),
  orders: z.array(orderSchema),
  balance: money,
});
export type CheckoutResponse = z.infer<typeof checkoutResponse>;

/** `POST /api/order/index {status, page, limit}`: the caller's orders, newest first. */
export const orderListRequest = z
  .object({ status: z.enum(ORDER_FILTERS).default('all'), ...paging })
  .strict();
export type OrderListRequest = z.input<typeof orderListRequest>;
export const orderPage = pageOf(orderSchema);

/** `detail`, `cancel`, `receive`: one of the caller's orders. */
export const orderIdRequest = z.object({ id }).strict();
export const orderResponse = orderSchema;

/** `POST /api/order/assess {id, rating, content, images}`: reviews every product of a received order. */
export const orderAssessRequest = z
  .object({
    id,
    rating: wholeNumber(
      z
        .number({ error: 'rating_range' })
        .int({ error: 'rating_range' })
        .min(1, { error: 'rating_range' })
        .max(5, { error: 'rating_range' }),
    ),
    content: z.string().trim().max(1000).default(''),
    /** Upload URLs (`/uploads/…` from `POST /api/index/upload`). */
    images: z
      .array(z.string().regex(/^\/uploads\/[a-f0-9]{64}\.webp$/, { error: 'image_format' }))
      .max(REVIEW_MAX_IMAGES, { error: 'too_many_images' })
      .default([]),
  })
  .strict();
export type OrderAssessRequest = z.input<typeof orderAssessRequest>;
