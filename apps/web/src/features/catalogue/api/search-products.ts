import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { catalogue } from './catalogue.ts';
import { catalogueKeys } from './keys.ts';
import { nextPageOf, PAGE_SIZE } from '../../../lib/paging.ts';

export const searchProducts = (keyword: string, page: number) =>
  catalogue.searchProducts({ keyword, page, limit: PAGE_SIZE });

export const productSearchQuery = (keyword: string) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.searchProducts(keyword),
    queryFn: ({ pageParam }) => searchProducts(keyword, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

/** Products matching the keyword (typos and CJK included), by relevance; idle without a keyword. */
export function useProductSearch(keyword: string, enabled = true) {
  return useInfiniteQuery({ ...productSearchQuery(keyword), enabled: enabled && keyword !== '' });
}
