import type { ReviewKind } from '@market/contract';
import { and, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { StoredImage } from '../upload/index.ts';
import { productReviews, products, stores } from './schema.ts';

const KIND_FILTER: Record<ReviewKind, SQL | undefined> = {
  all: undefined,
  pictures: sql`jsonb_array_length(${productReviews.images}) > 0`,
  negative: lte(productReviews.stars, 2),
  mid: eq(productReviews.stars, 3),
  positive: gte(productReviews.stars, 4),
};

export async function listReviews(
  db: Db,
  productId: number,
  kind: ReviewKind,
  options: { limit: number; offset: number },
) {
  return db
    .select()
    .from(productReviews)
    .where(and(eq(productReviews.productId, productId), KIND_FILTER[kind]))
    .orderBy(desc(productReviews.id))
    .limit(options.limit)
    .offset(options.offset);
}

/**
 * A buyer's review of a received order: one review per product of its lines (the first line's
 * variant), counted into the products' review counts and the store's positive rate.
 */
export async function addReviews(
  tx: Tx,
  review: {
    userId: number;
    reviewerName: string;
    storeId: number;
    stars: number;
    content: string;
    images: StoredImage[];
    lines: { productId: number; size: string; color: string }[];
  },
): Promise<void> {
  const firstLineOf = new Map<number, (typeof review.lines)[number]>();
  for (const line of review.lines)
    if (!firstLineOf.has(line.productId)) firstLineOf.set(line.productId, line);
  const lines = [...firstLineOf.values()];
  await tx.insert(productReviews).values(
    lines.map((line) => ({
      productId: line.productId,
      userId: review.userId,
      reviewerName: review.reviewerName,
      variant: [line.size, line.color].filter(Boolean).join(' / '),
      stars: review.stars,
      content: review.content,
      images: review.images,
    })),
  );
  const isPositive = review.stars >= 4 ? 1 : 0;
  const isMid = review.stars === 3 ? 1 : 0;
  const isNegative = review.stars <= 2 ? 1 : 0;
  const hasPictures = review.images.length > 0 ? 1 : 0;
  await tx
    .update(products)
    .set({
      reviewCount: sql`${products.reviewCount} + 1`,
      positiveCount: sql`${products.positiveCount} + ${isPositive}`,
      midCount: sql`${products.midCount} + ${isMid}`,
      negativeCount: sql`${products.negativeCount} + ${isNegative}`,
      pictureCount: sql`${products.pictureCount} + ${hasPictures}`,
    })
    .where(inArray(products.id, [...firstLineOf.keys()]));
  await tx
    .update(stores)
    .set({
      reviewCount: sql`${stores.reviewCount} + ${lines.length}`,
      positiveCount: sql`${stores.positiveCount} + ${isPositive * lines.length}`,
    })
    .where(eq(stores.id, review.storeId));
}
