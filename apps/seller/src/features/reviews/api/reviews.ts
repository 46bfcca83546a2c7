import { type BoundCalls, bindCalls } from '@market/client';
import { sellerReviewCalls } from '@market/contract/routes/seller-review-calls';
import { client } from '../../../lib/api.ts';

/** Reviews of the store's products and the store's replies, through the seller app's one client. */
export const sellerReviews: BoundCalls<typeof sellerReviewCalls> = bindCalls(client, sellerReviewCalls);

/** Query keys of the review list, one per star filter (0 = all). */
export const reviewKeys = {
  all: ['seller-review'] as const,
  list: (stars: number) => [...reviewKeys.all, 'list', stars] as const,
};
