import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { catalogue } from './catalogue.ts';
import { catalogueKeys, type ProductFilter } from './keys.ts';
import { nextPageOf, PAGE_SIZE } from '../../../lib/paging.ts';

export const getProducts = (filter: ProductFilter, page: number) =>
  catalogue.products({
    page,
    limit: PAGE_SIZE,
    sort: filter.sort,
    category_id: filter.categoryId,
    min_price: filter.minPrice,
    max_price: filter.maxPrice,
  });

export const productsQuery = (filter: ProductFilter) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.products(filter),
    queryFn: ({ pageParam }) => getProducts(filter, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

/** The product list, page by page; the previous list stays while another tab's loads. */
export function useProducts(filter: ProductFilter) {
  return useInfiniteQuery({ ...productsQuery(filter), placeholderData: keepPreviousData });
}
