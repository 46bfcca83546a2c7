import { z } from 'zod';
import { money, requiredString, wholeNumber } from '../common/fields.ts';
import { imageSchema } from '../catalogue/common.ts';
import { minOrderAmount } from '../catalogue/wholesale.ts';
import { minOrderAmountInput } from './wholesale-rules.ts';

export const STORE_STATUSES = ['open', 'suspended'] as const;
export type StoreStatus = (typeof STORE_STATUSES)[number];

/** Paid orders and what they came to, over some span (cancelled ones, refunded, are not counted). */
export const salesFigures = z.object({ orders: z.number().int(), amount: money });
export type SalesFigures = z.infer<typeof salesFigures>;

/** `GET /api/seller/store`: the store center's header, as its owner sees it. */
export const sellerStoreProfile = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: imageSchema.nullable(),
  banner: imageSchema.nullable(),
  intro: z.string(),
  contact: z.string(),
  /** The smallest order buyers may place with the store (items, before freight and tax), or null. */
  min_order_amount: minOrderAmount,
  /** `suspended`: set by the platform; its products are hidden and `status_reason` says why. */
  status: z.enum(STORE_STATUSES),
  status_reason: z.string(),
  /** Closed for holiday: products stay listed, but nobody can add them to a cart or order them. */
  is_holiday: z.boolean(),
  /** Average stars of every review of the store's products, one decimal; null before the first review. */
  rating: z.number().nullable(),
  review_count: z.number().int(),
  /** Share of 4–5 star reviews in percent with one decimal, e.g. "98.6"; "100" with no reviews. */
  positive_rate: z.string(),
  follower_count: z.number().int(),
  /** Products on shelf and not deleted. */
  product_count: z.number().int(),
  sell_count: z.number().int(),
  /** Received orders' totals, as the buyer's store page shows it. */
  transaction_amount: money,
  /** Paid orders since the store opened, today and this month (UTC days). */
  totals: salesFigures,
  today: salesFigures,
  month: salesFigures,
  created_at: z.string(),
});
export type SellerStoreProfile = z.infer<typeof sellerStoreProfile>;

/** A public image uploaded by the caller: the URL `POST /api/index/upload` answered. */
const ownImage = z.string().regex(/^\/uploads\/[a-f0-9]{64}\.webp$/, { error: 'image_format' });

/**
 * `POST /api/seller/store/update`: the store's public profile. The name is required; a field left
 * out keeps its value, `logo: null` or `banner: null` removes the picture.
 */
export const sellerStoreUpdateRequest = z
  .object({
    name: requiredString('enter_store_name').max(60, { error: 'store_name_length' }),
    logo: ownImage.nullable().optional(),
    banner: ownImage.nullable().optional(),
    intro: z.string().trim().max(1000, { error: 'store_intro_length' }).optional(),
    contact: z.string().trim().max(200, { error: 'store_contact_length' }).optional(),
    /** Null removes the store's minimum order amount. */
    min_order_amount: minOrderAmountInput.optional(),
  })
  .strict();
export type SellerStoreUpdateRequest = z.input<typeof sellerStoreUpdateRequest>;

/** `POST /api/seller/store/holiday {is_holiday}`: the store's open / closed-for-holiday switch. */
export const sellerStoreHolidayRequest = z
  .object({ is_holiday: z.boolean({ error: 'holiday_switch' }) })
  .strict();
export type SellerStoreHolidayRequest = z.input<typeof sellerStoreHolidayRequest>;

export const SALES_PERIODS = ['day', 'week'] as const;
export type SalesPeriod = (typeof SALES_PERIODS)[number];
/** How many days or weeks a sales series shows when the caller does not say. */
export const SALES_DEFAULT_COUNT: Record<SalesPeriod, number> = { day: 30, week: 12 };
export const SALES_MAX_COUNT = 366;

/** `POST /api/seller/store/sales {period, count}`: paid orders per day (or week) for a chart. */
export const sellerSalesRequest = z
  .object({
    period: z.enum(SALES_PERIODS).default('day'),
    count: wholeNumber(
      z
        .number({ error: 'sales_count_range' })
        .int({ error: 'sales_count_range' })
        .min(1, { error: 'sales_count_range' })
        .max(SALES_MAX_COUNT, { error: 'sales_count_range' }),
    ).optional(),
  })
  .strict();
export type SellerSalesRequest = z.input<typeof sellerSalesRequest>;

export const salesPoint = salesFigures.extend({
  /** The day, or the Monday starting the week, `YYYY-MM-DD` (UTC). */
  date: z.string(),
});
export type SalesPoint = z.infer<typeof salesPoint>;

/** Oldest first, every day (or week) of the span present: a day without sales is zeros. */
export const sellerSalesResponse = z.object({
  period: z.enum(SALES_PERIODS),
  series: z.array(salesPoint),
  total: salesFigures,
});
export type SellerSalesResponse = z.infer<typeof sellerSalesResponse>;
