import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { productReviews, products, stores } from '../schema.ts';

/** Review counts per product, then the store counters (tests build reviews row by row). */
export async function refreshCounters(db: Db): Promise<void> {
  await db.execute(sql`
    update ${products} p set
      review_count = r.total, positive_count = r.positive, mid_count = r.mid,
      negative_count = r.negative, picture_count = r.pictures
    from (
      select product_id,
        count(*)::int as total,
        count(*) filter (where stars >= 4)::int as positive,
        count(*) filter (where stars = 3)::int as mid,
        count(*) filter (where stars <= 2)::int as negative,
        count(*) filter (where jsonb_array_length(images) > 0)::int as pictures
      from ${productReviews} group by product_id
    ) r where r.product_id = p.id`);
  await refreshStoreCounters(db);
}

/** Each store's product count, sales, reviews and turnover, from its products. */
export async function refreshStoreCounters(db: Db): Promise<void> {
  await db.execute(sql`
    update ${stores} s set
      product_count = a.products, sell_count = a.sales, review_count = a.reviews,
      positive_count = a.positive, transaction_amount = a.turnover
    from (
      select store_id, (count(*) filter (where is_on_sale))::int as products, sum(sales)::int as sales,
        sum(review_count)::int as reviews, sum(positive_count)::int as positive,
        sum(sales * price) as turnover
      from ${products} group by store_id
    ) a where a.store_id = s.id`);
}
