import { z } from 'zod';
import { pageOf, paging, priceInput } from '../catalogue/common.ts';
import { id, isoDay, money, requiredString } from '../common/fields.ts';
import { quantity } from '../order/cart.ts';
import {
  QUOTE_FILTERS,
  QUOTE_MAX_LINES,
  QUOTE_MESSAGE_MAX,
  QUOTE_REASON_MAX,
  QUOTE_STATUSES,
} from './limits.ts';

/** A unit price the buyer hopes for or the seller offers: a decimal above zero. */
const positivePrice = (messageKey: string) =>
  priceInput.refine((value) => /[1-9]/.test(value), { error: messageKey });

/** One SKU asked about: how many, and optionally the unit price the buyer has in mind. */
export const quoteLineDraft = z
  .object({
    sku_id: id,
    /** At least 1; the product's minimum and multiple do not bind a quote (the seller sets its terms). */
    num: quantity,
    target_price: positivePrice('target_price_format').nullable().optional(),
  })
  .strict();

/**
 * `POST /api/rfq/create {lines, message}`: a request to one store, found from the SKUs (all of them
 * must be of one store's products on sale, each SKU once).
 */
export const quoteCreateRequest = z
  .object({
    lines: z
      .array(quoteLineDraft, { error: 'quote_lines_required' })
      .min(1, { error: 'quote_lines_required' })
      .max(QUOTE_MAX_LINES, { error: 'quote_too_many_lines' }),
    message: z.string().trim().max(QUOTE_MESSAGE_MAX, { error: 'quote_message_length' }).default(''),
  })
  .strict();
export type QuoteCreateRequest = z.input<typeof quoteCreateRequest>;

/** A line of a quote: the SKU as it was when asked (title, size, colour), what was asked and offered. */
export const quoteLine = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  sku_id: z.number().int(),
  title: z.string(),
  image: z.string(),
  size: z.string(),
  color: z.string(),
  num: z.number().int(),
  /** The buyer's hoped-for unit price, or null. */
  target_price: money.nullable(),
  /** The seller's unit price once quoted, else null. */
  quoted_price: money.nullable(),
  /** quoted_price × num once quoted, else null. */
  amount: money.nullable(),
});
export type QuoteLine = z.infer<typeof quoteLine>;

/** A quote as both sides see it. */
export const quoteSchema = z.object({
  id: z.number().int(),
  /** Read as `expired` once a quoted quote's `valid_until` has passed, whether or not a job marked it. */
  status: z.enum(QUOTE_STATUSES),
  shop_id: z.number().int(),
  shop_name: z.string(),
  buyer_name: z.string(),
  /** The buyer's message with the request ('' for none). */
  message: z.string(),
  /** The seller's note with the prices, or the reason of a decline ('' for none). */
  seller_note: z.string(),
  lines: z.array(quoteLine),
  /** Sum of the lines at the quoted prices (before freight and tax), once quoted; else null. */
  quoted_total: money.nullable(),
  /** The instant the quoted prices lapse (ISO 8601), once quoted; else null. */
  valid_until: z.string().nullable(),
  /** The checkout and order made when the buyer accepted, else null: pay it at `/pay`. */
  checkout_id: z.number().int().nullable(),
  order_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Quote = z.infer<typeof quoteSchema>;

/** `index` of either side: quotes of a status (or all), newest first. */
export const quoteListRequest = z
  .object({ status: z.enum(QUOTE_FILTERS, { error: 'quote_status_filter' }).default('all'), ...paging })
  .strict();
export type QuoteListRequest = z.input<typeof quoteListRequest>;
export const quotePage = pageOf(quoteSchema);
export type QuotePage = z.infer<typeof quotePage>;

/** `detail` and the buyer's `cancel`: one of the caller's quotes (another's is not found). */
export const quoteIdRequest = z.object({ id }).strict();
export type QuoteIdRequest = z.input<typeof quoteIdRequest>;

/**
 * `POST /api/rfq/accept {id, address_id}`: takes a quoted, still valid quote → one unpaid order at
 * the quoted prices (stock reserved, freight and tax as at checkout), paid by `POST /api/order/pay`.
 */
export const quoteAcceptRequest = z.object({ id, address_id: id }).strict();
export type QuoteAcceptRequest = z.input<typeof quoteAcceptRequest>;

/** `POST /api/seller/rfq/answer {id, lines, valid_until, note}`: a unit price for every line. */
export const quoteAnswerRequest = z
  .object({
    id,
    lines: z
      .array(z.object({ line_id: id, price: positivePrice('quote_price_format') }).strict(), {
        error: 'quote_prices_required',
      })
      .min(1, { error: 'quote_prices_required' })
      .max(QUOTE_MAX_LINES, { error: 'quote_prices_required' }),
    /** The last day (UTC) the prices hold, 1 to 90 days from today. */
    valid_until: isoDay,
    note: z.string().trim().max(QUOTE_MESSAGE_MAX, { error: 'quote_message_length' }).default(''),
  })
  .strict();
export type QuoteAnswerRequest = z.input<typeof quoteAnswerRequest>;

/** `POST /api/seller/rfq/decline {id, reason}`: the seller will not quote; the buyer reads why. */
export const quoteDeclineRequest = z
  .object({
    id,
    reason: requiredString('enter_reason').max(QUOTE_REASON_MAX, { error: 'quote_reason_length' }),
  })
  .strict();
export type QuoteDeclineRequest = z.input<typeof quoteDeclineRequest>;
