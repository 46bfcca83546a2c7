import { z } from 'zod';
import { pageOf, paging } from '../catalogue/common.ts';
import { compare, isDecimal, normalize, placesOf } from '../common/decimal.ts';
import { id } from '../common/fields.ts';
import { STORE_STATUSES } from '../seller/store-center.ts';

/** `POST /api/admin/store/list {keyword?, status?, page, limit}`: stores newest first. */
export const adminStoreListRequest = z
  .object({
    /** A store id, or a part of its name or of its owner's username. */
    keyword: z.string().trim().max(100, { error: 'keyword_length' }).optional(),
    status: z.enum(STORE_STATUSES).optional(),
    ...paging,
  })
  .strict();
export type AdminStoreListRequest = z.input<typeof adminStoreListRequest>;

/** A store as the back office lists it. `commission_rate` is its own (a fraction), null: the site's. */
export const adminStoreItem = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  owner_id: z.number().int(),
  owner: z.string(),
  status: z.enum(STORE_STATUSES),
  status_reason: z.string(),
  is_holiday: z.boolean(),
  commission_rate: z.string().nullable(),
  sell_count: z.number().int(),
  balance: z.string(),
  created_at: z.string(),
});
export type AdminStoreItem = z.infer<typeof adminStoreItem>;
export const adminStorePage = pageOf(adminStoreItem);

/** One store in detail: the owner's e-mail, its products, and the commission it pays now. */
export const adminStoreDetail = adminStoreItem.extend({
  owner_email: z.string(),
  contact: z.string(),
  follower_count: z.number().int(),
  products: z.number().int(),
  products_on_sale: z.number().int(),
  /** The site's default commission (a fraction), which a store without its own pays. */
  default_commission_rate: z.string(),
  /** What the store pays on its next received order: its own rate, else the default. */
  effective_commission_rate: z.string(),
});
export type AdminStoreDetail = z.infer<typeof adminStoreDetail>;

export const adminStoreIdRequest = z.object({ store_id: id }).strict();

/**
 * A store's own commission, a fraction of a received order from 0 to 1 (0 % to 100 %) with at
 * most 4 decimals (0.0125 = 1.25 %); null returns the store to the site's default.
 */
const commissionRate = z
  .union([z.string(), z.number()], { error: 'store_commission_range' })
  .transform((value) => String(value).trim())
  .refine(
    (value) =>
      isDecimal(value) &&
      compare(value, '0') >= 0 &&
      compare(value, '1') <= 0 &&
      placesOf(normalize(value)) <= 4,
    { error: 'store_commission_range' },
  )
  .nullable();

/** `POST /api/admin/store/commission {store_id, commission_rate}`. */
export const adminStoreCommissionRequest = z
  .object({ store_id: id, commission_rate: commissionRate })
  .strict();
export type AdminStoreCommissionRequest = z.input<typeof adminStoreCommissionRequest>;
