import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { mapRow } from '../../db/prepared.ts';
import type { StoredImage } from '../upload/index.ts';
import { productReviews, products } from './schema.ts';

/**
 * The reviews of one store's products (of every product it ever had: a review outlives the shelf),
 * read product by product through the reviews' (product, id) and (product, stars, id) indexes. A
 * plain join let the planner walk every review of the site backwards by id for a small store, or
 * scan them all for its average (156 ms on 200,000 reviews before `analyze`, 1 ms this way).
 */
const reviewsOfStore = (storeId: number, columns: SQL, stars?: number, perProduct?: number) => sql`
  from ${products} p cross join lateral (
    select ${columns} from ${productReviews} r
    where r.product_id = p.id ${stars ? sql`and r.stars = ${stars}` : sql``}
    ${perProduct ? sql`order by r.id desc limit ${perProduct}` : sql``}
  ) r
  where p.store_id = ${storeId}`;

export interface StoreReviewRow {
  review: typeof productReviews.$inferSelect;
  productTitle: string;
  productImage: StoredImage | null;
}

const toRow = (raw: Record<string, unknown>): StoreReviewRow => ({
  review: mapRow(productReviews, raw),
  productTitle: String(raw.product_title),
  productImage: (raw.product_image as StoredImage | null) ?? null,
});

/** A page of the store's reviews, newest first: each product gives at most the page's end. */
export async function listStoreReviews(
  db: Db,
  storeId: number,
  options: { stars?: number | undefined; limit: number; offset: number },
): Promise<StoreReviewRow[]> {
  const end = options.offset + options.limit;
  const result = await db.execute(sql`
    select r.*, p.title as product_title, p.images -> 0 as product_image
    ${reviewsOfStore(storeId, sql`r.*`, options.stars, end)}
    order by r.id desc limit ${options.limit} offset ${options.offset}`);
  return rowsOf(result).map(toRow);
}

export async function countStoreReviews(db: Db, storeId: number, stars?: number): Promise<number> {
  const [row] = rowsOf(
    await db.execute(sql`select count(*)::int as count ${reviewsOfStore(storeId, sql`1`, stars)}`),
  );
  return Number(row?.count ?? 0);
}

/** Average stars of every review of the store's products, one decimal; null before the first review. */
export async function findStoreRating(db: Db, storeId: number): Promise<number | null> {
  const [row] = rowsOf(
    await db.execute(
      sql`select round(avg(r.stars), 1)::text as rating ${reviewsOfStore(storeId, sql`r.stars`)}`,
    ),
  );
  return row?.rating == null ? null : Number(row.rating);
}

/** Writes (or rewrites) the store's reply to a review of its own product; undefined when it is not. */
export async function replyToReview(
  db: Db,
  storeId: number,
  reviewId: number,
  reply: string,
): Promise<StoreReviewRow | undefined> {
  const ownProducts = db.select({ id: products.id }).from(products).where(eq(products.storeId, storeId));
  const [updated] = await db
    .update(productReviews)
    .set({ reply, repliedAt: sql`now()` })
    .where(and(eq(productReviews.id, reviewId), inArray(productReviews.productId, ownProducts)))
    .returning();
  if (!updated) return undefined;
  const [product] = await db
    .select({ title: products.title, image: sql<StoredImage | null>`${products.images} -> 0` })
    .from(products)
    .where(eq(products.id, updated.productId));
  return { review: updated, productTitle: product!.title, productImage: product!.image };
}
