import type { SellerReview, SellerReviewPage, SellerReviewReplyRequest } from '@market/contract';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { reviewKeys, sellerReviews } from './reviews.ts';

/** The answered review in place of the old one, in every loaded page of every filter. */
function withReview(data: InfiniteData<SellerReviewPage> | undefined, review: SellerReview) {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      list: page.list.map((item) => (item.id === review.id ? review : item)),
    })),
  };
}

/**
 * Writes the store's public reply under a review, or rewrites it. The answer replaces the review
 * where it is shown, so the list does not reload and jump while the seller works down it.
 */
export function useReplyReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SellerReviewReplyRequest) => sellerReviews.reply(input),
    onSuccess: (review) => {
      queryClient.setQueriesData<InfiniteData<SellerReviewPage>>({ queryKey: reviewKeys.all }, (data) =>
        withReview(data, review),
      );
    },
  });
}
