import type { StoreSort } from '@market/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { catalogue } from './catalogue.ts';
import { catalogueKeys } from './keys.ts';
import { nextPageOf, PAGE_SIZE } from '../../../lib/paging.ts';

export const getStores = (sort: StoreSort, page: number) =>
  catalogue.stores({ sort, page, limit: PAGE_SIZE });

export const storesQuery = (sort: StoreSort) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.stores(sort),
    queryFn: ({ pageParam }) => getStores(sort, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

/** The stores list by sales, followers or newest, page by page. */
export function useStores(sort: StoreSort) {
  return useInfiniteQuery({ ...storesQuery(sort), placeholderData: keepPreviousData });
}
