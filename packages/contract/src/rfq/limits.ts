// zod-free, so the buyer and seller apps can import the quote constants without the schema library

/**
 * A quote's life (decision 050): `requested` by the buyer, then `quoted` or `declined` by the
 * seller; a quoted one is `accepted` (an order at its prices) or lapses to `expired` after its
 * validity; the buyer may withdraw it (`cancelled`) before accepting. Statuses only move forward.
 */
export const QUOTE_STATUSES = [
  'requested',
  'quoted',
  'declined',
  'accepted',
  'cancelled',
  'expired',
] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
/**
 * The list filters of both sides: every quote, those still `open` (requested or quoted and valid),
 * those `closed` (declined, accepted, cancelled or expired), or those of one status.
 */
export const QUOTE_FILTERS = ['all', 'open', 'closed', ...QUOTE_STATUSES] as const;
export type QuoteFilter = (typeof QUOTE_FILTERS)[number];

/** Most lines (SKUs) one request may ask about. */
export const QUOTE_MAX_LINES = 50;
/** Longest buyer message and seller note. */
export const QUOTE_MESSAGE_MAX = 1000;
/** Longest reason of a decline. */
export const QUOTE_REASON_MAX = 500;
/** A quote is valid to the end (UTC) of a day this many days ahead, at least 1 and at most 90. */
export const QUOTE_VALID_MIN_DAYS = 1;
export const QUOTE_VALID_MAX_DAYS = 90;
