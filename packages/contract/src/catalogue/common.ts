import { z } from 'zod';
import { money, wholeNumber } from '../common/fields.ts';

/** A public image: the full-size `url` and a `srcset` of smaller copies for `<img srcset>`. */
export const imageSchema = z.object({ url: z.string(), srcset: z.string() });
export type Image = z.infer<typeof imageSchema>;

/** A product in any list: home sections, product list, search, store page, favourites. */
export const productCard = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  srcset: z.string(),
  price: money,
  sales: z.number().int(),
  shop_id: z.number().int(),
  shop_name: z.string(),
  /** Whether the price falls with the quantity: `price` is then the lowest tier's ("from"). */
  has_tiers: z.boolean(),
  min_order_qty: z.number().int(),
  order_multiple: z.number().int(),
});
export type ProductCard = z.infer<typeof productCard>;

/** A store in any list: home, stores list, search, followed stores. */
export const storeCard = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  logo_srcset: z.string(),
  sell_count: z.number().int(),
  product_count: z.number().int(),
  follower_count: z.number().int(),
  reputation: z.number().int(),
  credit_score: z.number().int(),
  /** Share of 4–5 star reviews in percent with one decimal, e.g. "98.6"; "100" with no reviews. */
  positive_rate: z.string(),
});
export type StoreCard = z.infer<typeof storeCard>;

/** One page of a list: `total` counts every match, `page` is 1-based. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  });
}
export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
}

/** A price typed by a person or sent as a number: a non-negative decimal with up to 8 places. */
export const priceInput = z
  .union([z.number(), z.string()], { error: 'price_format' })
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(/^\d{1,12}(\.\d{1,8})?$/, { error: 'price_format' }));

/**
 * The deepest a product list without a store pages: a page must start within its first 10,000
 * products (page 500 at 20 a page). Each page deeper walks every product before it, and no buyer
 * reads that far; a price range or a category narrows the list instead (decision 060).
 */
export const MAX_LIST_DEPTH = 10_000;

export const paging = {
  page: wholeNumber(z.number().int().min(1).max(10_000).default(1)),
  limit: wholeNumber(z.number().int().min(1).max(50).default(20)),
};
