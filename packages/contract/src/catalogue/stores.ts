import { z } from 'zod';
import { id } from '../common/fields.ts';
import { imageSchema, pageOf, paging, productCard, storeCard } from './common.ts';
import { PRODUCT_SORTS } from './products.ts';
import { STORE_SORTS } from './list-kinds.ts';

export { STORE_SORTS, type StoreSort } from './list-kinds.ts';

/** `POST /api/index/shops`: the stores list. */
export const storeListRequest = z.object({ sort: z.enum(STORE_SORTS).default('sales'), ...paging }).strict();
export type StoreListRequest = z.input<typeof storeListRequest>;
export const storePage = pageOf(storeCard);
export type StorePage = z.infer<typeof storePage>;

/** `POST /api/index/shop_info`: a store and its products, optionally searched within. */
export const storeInfoRequest = z
  .object({
    id,
    keyword: z.string().trim().max(100).optional(),
    sort: z.enum(PRODUCT_SORTS).default('new'),
    ...paging,
  })
  .strict();
export type StoreInfoRequest = z.input<typeof storeInfoRequest>;

export const storeInfo = z.object({
  shop: storeCard.extend({
    banner: imageSchema.nullable(),
    intro: z.string(),
    transaction_amount: z.string(),
    created_at: z.string(),
    /** Closed for holiday: its products are shown but cannot be added to a cart or ordered. */
    is_holiday: z.boolean(),
  }),
  is_followed: z.boolean(),
  products: pageOf(productCard),
});
export type StoreInfo = z.infer<typeof storeInfo>;
