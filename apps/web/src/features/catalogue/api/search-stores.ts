import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { catalogue } from './catalogue.ts';
import { catalogueKeys } from './keys.ts';
import { nextPageOf, PAGE_SIZE } from '../../../lib/paging.ts';

export const searchStores = (keyword: string, page: number) =>
  catalogue.searchStores({ keyword, page, limit: PAGE_SIZE });

export const storeSearchQuery = (keyword: string) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.searchStores(keyword),
    queryFn: ({ pageParam }) => searchStores(keyword, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

/** Stores matching the keyword, by relevance; idle without a keyword. */
export function useStoreSearch(keyword: string, enabled = true) {
  return useInfiniteQuery({ ...storeSearchQuery(keyword), enabled: enabled && keyword !== '' });
}
