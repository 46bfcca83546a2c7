import { z } from 'zod';
import { id, limit, page, wholeNumber } from '../common/fields.ts';
import { localizedText } from '../common/localized-text.ts';
import { pageOf } from '../catalogue/common.ts';

/** A category as the back office edits it: every language's name as stored, and what it holds. */
export const adminCategory = z.object({
  id: z.number().int(),
  /** 0 for a top-level category. */
  pid: z.number().int(),
  names: z.record(z.string(), z.string()),
  icon: z.string(),
  sort: z.number().int(),
  /** Products filed under it (deleted ones included: their orders still name it). */
  product_count: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategory>;

/** The whole tree, flat: parents before children, each parent's children in their order. */
export const adminCategoryTree = z.object({ categories: z.array(adminCategory) });
export type AdminCategoryTree = z.infer<typeof adminCategoryTree>;

const parentId = wholeNumber(z.number({ error: 'invalid_id' }).int().min(0)).default(0);

/** `POST /api/admin/category/save {id?, pid, names, icon}`: a new category (last of its parent) without `id`. */
export const adminCategorySaveRequest = z
  .object({
    id: id.optional(),
    pid: parentId,
    names: localizedText(60, { enter: 'enter_name', length: 'name_length' }),
    icon: z.string().trim().max(500, { error: 'icon_length' }).default(''),
  })
  .strict();
export type AdminCategorySaveRequest = z.input<typeof adminCategorySaveRequest>;

/** `POST /api/admin/category/reorder {pid, ids}`: every child of `pid`, once each, in the new order. */
export const adminCategoryReorderRequest = z
  .object({ pid: parentId, ids: z.array(id).min(1).max(500) })
  .strict();
export type AdminCategoryReorderRequest = z.input<typeof adminCategoryReorderRequest>;

export const adminCategoryIdRequest = z.object({ id }).strict();

export const ADMIN_PRODUCT_STATUSES = [
  'on_sale',
  'off_shelf',
  'taken_down',
  'deleted',
  'store_suspended',
] as const;
export type AdminProductStatus = (typeof ADMIN_PRODUCT_STATUSES)[number];

/** `POST /api/admin/product/list`: by id, by words of the title, by store, by status; newest first. */
export const adminProductListRequest = z
  .object({
    keyword: z.string().trim().max(100, { error: 'keyword_length' }).optional(),
    id: id.optional(),
    store_id: id.optional(),
    status: z.enum(ADMIN_PRODUCT_STATUSES).optional(),
    page,
    limit,
  })
  .strict();
export type AdminProductListRequest = z.input<typeof adminProductListRequest>;

export const adminProductRow = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  price: z.string(),
  sales: z.number().int(),
  store_id: z.number().int(),
  store_name: z.string(),
  category_id: z.number().int(),
  status: z.enum(ADMIN_PRODUCT_STATUSES),
  taken_down_reason: z.string(),
  taken_down_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminProductRow = z.infer<typeof adminProductRow>;
export const adminProductPage = pageOf(adminProductRow);
export type AdminProductPage = z.infer<typeof adminProductPage>;

/** `POST /api/admin/product/take_down {id, reason}`: the reason is shown to the store's seller. */
export const adminProductTakeDownRequest = z
  .object({
    id,
    reason: z.string({ error: 'enter_reason' }).trim().min(1, { error: 'enter_reason' }).max(500),
  })
  .strict();
export type AdminProductTakeDownRequest = z.input<typeof adminProductTakeDownRequest>;
export const adminProductIdRequest = z.object({ id }).strict();

export const HOME_PICK_PRODUCTS_MAX = 10;
export const HOME_PICK_STORES_MAX = 6;

/** `POST /api/admin/home_picks/save {product_ids, store_ids}`: the home's sections in this order; empty lists fall back to the automatic choice. */
export const adminHomePicksRequest = z
  .object({
    product_ids: z.array(id).max(HOME_PICK_PRODUCTS_MAX, { error: 'too_many_picks' }),
    store_ids: z.array(id).max(HOME_PICK_STORES_MAX, { error: 'too_many_picks' }),
  })
  .strict();
export type AdminHomePicksRequest = z.input<typeof adminHomePicksRequest>;

/** The picks in order, with what the back office shows of each and whether the home shows it now. */
export const adminHomePicks = z.object({
  products: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      image: z.string(),
      store_name: z.string(),
      shown: z.boolean(),
    }),
  ),
  stores: z.array(z.object({ id: z.number().int(), name: z.string(), logo: z.string(), shown: z.boolean() })),
});
export type AdminHomePicks = z.infer<typeof adminHomePicks>;
