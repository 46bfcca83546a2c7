import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { productKeys, type ProductListFilter } from './keys.ts';
import { sellerProducts } from './products-api.ts';

export const LIST_PAGE_SIZE = 20;

/** The next 1-based page, or undefined once every match has been loaded. */
export function nextPageOf(last: { page: number; limit: number; total: number }): number | undefined {
  return last.page * last.limit < last.total ? last.page + 1 : undefined;
}

/** The store's products page by page; the previous list stays while another filter's loads. */
export function useProductList(filter: ProductListFilter) {
  return useInfiniteQuery({
    queryKey: productKeys.list(filter),
    queryFn: ({ pageParam }) =>
      sellerProducts.list({
        page: pageParam,
        limit: LIST_PAGE_SIZE,
        keyword: filter.keyword,
        status: filter.status,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    placeholderData: keepPreviousData,
  });
}
