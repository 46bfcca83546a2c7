import { z } from 'zod';
import { id } from '../common/fields.ts';
import { MAX_LIST_DEPTH, pageOf, paging, priceInput, productCard } from './common.ts';

export const PRODUCT_SORTS = ['all', 'sales', 'price_asc', 'price_desc', 'new'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** `POST /api/index/pro`: the product list, filtered and sorted. */
export const productListRequest = z
  .object({
    ...paging,
    sort: z.enum(PRODUCT_SORTS).default('all'),
    category_id: id.optional(),
    min_price: priceInput.optional(),
    max_price: priceInput.optional(),
    shop_id: id.optional(),
  })
  .strict()
  .refine((body) => !body.min_price || !body.max_price || Number(body.min_price) <= Number(body.max_price), {
    error: 'price_range',
    path: ['max_price'],
  })
  // a store's list pages to its end: a store's products are few, and its page prints their number
  .refine((body) => body.shop_id !== undefined || (body.page - 1) * body.limit < MAX_LIST_DEPTH, {
    error: 'page_too_deep',
    path: ['page'],
  });
export type ProductListRequest = z.input<typeof productListRequest>;

export const productPage = pageOf(productCard);
export type ProductPage = z.infer<typeof productPage>;
