import type { SellerReview, SellerReviewPage } from '@market/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { offsetOf, type PageParams, toPage } from '../../lib/paging.ts';
import { findOwnStore, findPublishingStore } from './own-store.ts';
import { presentImage, presentReview } from './present.ts';
import * as queries from './seller-review-queries.ts';

function presentSellerReview(row: queries.StoreReviewRow): SellerReview {
  const { id, ...review } = presentReview(row.review);
  return {
    id,
    product_id: row.review.productId,
    product_title: row.productTitle,
    product_image: presentImage(row.productImage),
    ...review,
  };
}

/** Reviews of the caller's store's products, newest first, optionally of one star rating. */
export async function listSellerReviews(
  db: Db,
  ownerId: number,
  params: PageParams & { stars?: number | undefined },
): Promise<SellerReviewPage> {
  const store = await findOwnStore(db, ownerId);
  const [rows, total] = await Promise.all([
    queries.listStoreReviews(db, store.id, {
      stars: params.stars,
      limit: params.limit,
      offset: offsetOf(params),
    }),
    queries.countStoreReviews(db, store.id, params.stars),
  ]);
  return toPage(rows, presentSellerReview, total, params);
}

/**
 * The store's one public reply under a review (replying again edits it). A reply is published
 * content, so a suspended store cannot write one; another store's review is not found.
 */
export async function replyToReview(
  db: Db,
  ownerId: number,
  body: { id: number; reply: string },
): Promise<SellerReview> {
  const store = await findPublishingStore(db, ownerId);
  const row = await queries.replyToReview(db, store.id, body.id, body.reply);
  if (!row) throw notFound('msg.review_not_found');
  return presentSellerReview(row);
}
