import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { reviewKeys, sellerReviews } from './reviews.ts';

const PAGE_SIZE = 20;

/** Reviews of the store's products, newest first, page by page; `stars` 1–5 keeps one rating, 0 all. */
export function useStoreReviews(stars: number) {
  return useInfiniteQuery({
    queryKey: reviewKeys.list(stars),
    queryFn: ({ pageParam }) =>
      sellerReviews.list({ page: pageParam, limit: PAGE_SIZE, ...(stars ? { stars } : {}) }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });
}
