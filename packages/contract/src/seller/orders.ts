import { z } from 'zod';
import { id, money, requiredString } from '../common/fields.ts';
import { pageOf, paging } from '../catalogue/common.ts';
import { orderLine, orderSchema } from '../order/orders.ts';
import { SELLER_ORDER_TABS } from './limits.ts';

/** `POST /api/seller/order/index {status, page, limit, keyword?}`: the store's orders of a tab, newest first. */
export const sellerOrderListRequest = z
  .object({
    status: z.enum(SELLER_ORDER_TABS).default('to_ship'),
    ...paging,
    /** An order number, or the part of one the seller remembers (digits). */
    keyword: z
      .string()
      .trim()
      .max(18, { error: 'order_no_format' })
      .regex(/^\d*$/, { error: 'order_no_format' })
      .optional(),
  })
  .strict();
export type SellerOrderListRequest = z.input<typeof sellerOrderListRequest>;

/** Spec §9's deadline: paid_at + 24 h; `is_overdue` while a paid order is still not shipped after it. */
const deadline = {
  ship_deadline: z.string().nullable(),
  is_overdue: z.boolean(),
};

export const sellerOrderRow = z.object({
  id: z.number().int(),
  order_no: z.string(),
  status: orderSchema.shape.status,
  buyer_name: z.string(),
  items: z.array(
    orderLine.pick({
      product_id: true,
      sku_id: true,
      title: true,
      image: true,
      size: true,
      color: true,
      num: true,
      price: true,
    }),
  ),
  total: money,
  paid_at: z.string().nullable(),
  ...deadline,
});
export type SellerOrderRow = z.infer<typeof sellerOrderRow>;

/** A tab's page; `total` is exact up to SELLER_ORDER_COUNT_CAP, then that cap with `is_total_capped`. */
export const sellerOrderPage = pageOf(sellerOrderRow).extend({ is_total_capped: z.boolean() });
export type SellerOrderPage = z.infer<typeof sellerOrderPage>;

/** One order of the store as its seller sees it: the buyer's address snapshot, shipping and commission. */
export const sellerOrderDetail = orderSchema.omit({ checkout_id: true, expires_at: true }).extend({
  buyer_name: z.string(),
  /** The platform's share taken when the order settled ('0' until it is received). */
  commission: money,
  ...deadline,
});
export type SellerOrderDetail = z.infer<typeof sellerOrderDetail>;

export const sellerOrderIdRequest = z.object({ id }).strict();

/** A tracking number as carriers print it: 6–40 letters and digits, grouped by spaces or hyphens if the seller likes. */
export const trackingNo = requiredString('enter_tracking_no')
  .min(6, { error: 'tracking_no_format' })
  .max(40, { error: 'tracking_no_format' })
  // groups of letters and digits, one space or hyphen between them (no lookahead: the fuzzer's
  // generator reads this pattern too)
  .regex(/^[A-Za-z0-9]+(?:[ -][A-Za-z0-9]+)*$/, { error: 'tracking_no_format' });

/** `POST /api/seller/order/ship {id, carrier, tracking_no}`: a paid order of the store leaves. */
export const sellerShipRequest = z
  .object({
    id,
    /** One of CARRIERS or any other carrier's name. */
    carrier: requiredString('enter_carrier').max(40),
    tracking_no: trackingNo,
  })
  .strict();
export type SellerShipRequest = z.input<typeof sellerShipRequest>;

/** `POST /api/seller/order/cancel {id, reason}`: the seller cancels a paid order before shipping it. */
export const sellerCancelRequest = z.object({ id, reason: requiredString('enter_reason').max(200) }).strict();
export type SellerCancelRequest = z.input<typeof sellerCancelRequest>;
