// zod-free, so the browser apps can import the order constants without the schema library

/** Most units of one SKU in a cart or an order line. */
export const MAX_LINE_QUANTITY = 99_999;
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
