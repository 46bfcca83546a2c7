import { z } from 'zod';
import { id, money } from '../common/fields.ts';
import { imageSchema, storeCard } from './common.ts';
import { minOrderAmount, priceTier, quantityRuleFields } from './wholesale.ts';

/** `POST /api/index/pro_info`. */
export const productDetailRequest = z.object({ id }).strict();

export const skuSchema = z.object({
  id: z.number().int(),
  size: z.string(),
  color: z.string(),
  price: money,
  stock: z.number().int(),
  /**
   * The ladder this SKU sells on, lowest quantity first: `price` from the minimum order quantity,
   * then each break that lowers it (one tier when it has none). Cart and checkout price by it.
   */
  tiers: z.array(priceTier),
});
export type Sku = z.infer<typeof skuSchema>;

/** How many reviews each filter of the detail page finds. */
export const reviewCounts = z.object({
  all: z.number().int(),
  pictures: z.number().int(),
  negative: z.number().int(),
  mid: z.number().int(),
  positive: z.number().int(),
});
export type ReviewCounts = z.infer<typeof reviewCounts>;

export const productDetail = z.object({
  id: z.number().int(),
  title: z.string(),
  images: z.array(imageSchema),
  /** The lowest unit price over every SKU and tier ("from"); each SKU has its own ladder. */
  price: money,
  ...quantityRuleFields,
  sales: z.number().int(),
  /** Sanitized HTML. */
  description: z.string(),
  category_id: z.number().int(),
  sizes: z.array(z.string()),
  colors: z.array(z.string()),
  skus: z.array(skuSchema),
  freight: money,
  /** Taxes and fees as a fraction of the item amount, e.g. "0.05" for 5 %. */
  tax_rate: z.string(),
  shipment_note: z.string(),
  /** `is_holiday`: the store is closed for a holiday, so the product cannot be bought now. */
  store: storeCard.extend({ is_holiday: z.boolean(), min_order_amount: minOrderAmount }),
  review_counts: reviewCounts,
  is_favorite: z.boolean(),
  is_followed: z.boolean(),
});
export type ProductDetail = z.infer<typeof productDetail>;
