// zod-free, so the browser apps can import the order constants without the schema library

/** Most units of one SKU in a cart or an order line. */
export const MAX_LINE_QUANTITY = 99_999;
/** Lines one cart may hold: a wholesale cart is long (issue 19 measures one of 300), but not endless. */
export const MAX_CART_LINES = 500;
/** Minutes an unpaid order holds its stock before it expires. */
export const ORDER_PAY_MINUTES = 30;
/** Days after shipping when receipt is confirmed for the buyer. */
export const ORDER_AUTO_RECEIVE_DAYS = 10;
/** A campaign code as a link carries it (`/tiktok-flow?c=SPRING24`): letters, digits, `-` and `_`. */
export const CAMPAIGN_CODE = /^[A-Za-z0-9_-]{1,32}$/;
/** Days a campaign code stays with the buyer who arrived with it. */
export const CAMPAIGN_DAYS = 7;
/** Photos a review may carry. */
export const REVIEW_MAX_IMAGES = 6;

export const ORDER_STATUSES = ['unpaid', 'paid', 'shipped', 'received', 'cancelled', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** The tabs of `/order?status=` (spec §2), and `unpaid` for orders still to pay. */
export const ORDER_FILTERS = ['all', 'unpaid', 'paid', 'shipped', 'received', 'assess'] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

/** Lines one quick order (`/quick-order`) may check at once: a full cart's worth (decision 049). */
export const QUICK_ORDER_MAX_LINES = 200;
/** Why a past order's line cannot go back into the cart (`POST /api/order/reorder`). */
export const REORDER_ISSUES = ['gone', 'off_shelf', 'store_closed', 'out_of_stock'] as const;
export type ReorderIssue = (typeof REORDER_ISSUES)[number];
/**
 * Why a quick order's line cannot be added as typed: the SKU's own state, or its quantity (then a
 * quantity that can be ordered is suggested, when there is one), or a SKU already on an earlier line.
 */
export const QUICK_LINE_ISSUES = [
  'not_found',
  'off_shelf',
  'store_closed',
  'out_of_stock',
  'below_minimum',
  'not_multiple',
  'short_of_stock',
  'duplicate',
] as const;
export type QuickLineIssue = (typeof QUICK_LINE_ISSUES)[number];
