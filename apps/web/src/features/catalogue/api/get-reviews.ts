import type { ReviewKind } from '@market/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { catalogue } from './catalogue.ts';
import { catalogueKeys } from './keys.ts';
import { nextPageOf } from '../../../lib/paging.ts';

/** Reviews come in short pages: they sit between the variants and the description. */
export const REVIEW_PAGE_SIZE = 5;

export const getReviews = (productId: number, kind: ReviewKind, page: number) =>
  catalogue.reviews({ product_id: productId, kind, page, limit: REVIEW_PAGE_SIZE });

export const reviewsQuery = (productId: number, kind: ReviewKind) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.reviews(productId, kind),
    queryFn: ({ pageParam }) => getReviews(productId, kind, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

/** A product's reviews of one filter (all, with pictures, negative, mid, positive), newest first. */
export function useReviews(productId: number, kind: ReviewKind) {
  return useInfiniteQuery({ ...reviewsQuery(productId, kind), placeholderData: keepPreviousData });
}
