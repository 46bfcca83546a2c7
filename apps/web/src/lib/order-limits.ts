// The contract's order constants, repeated: a value import of '@market/contract' would bring zod
// and every schema into the page's chunk. order-limits.test.ts keeps them equal.

/** Most units of one SKU in a cart or an order line. */
export const MAX_LINE_QUANTITY = 99_999;
/** Photos a review may carry. */
export const REVIEW_MAX_IMAGES = 6;
/** The filters of `/api/order/index`. */
export const ORDER_FILTERS = ['all', 'unpaid', 'paid', 'shipped', 'received', 'assess'] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];
