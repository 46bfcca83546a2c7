import type { ReviewKind } from '@market/contract';
import { and, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productReviews } from '../../db/schema.ts';

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
