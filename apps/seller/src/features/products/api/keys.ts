import type { SellerProductStatus } from '@market/contract';

/** What narrows the product list: the search box and the shelf filter. */
export interface ProductListFilter {
  keyword: string;
  status: SellerProductStatus;
}

/** Query keys of the product center; every change invalidates `all` (the list, details and the grid). */
export const productKeys = {
  all: ['seller', 'products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (filter: ProductListFilter) => [...productKeys.lists(), filter] as const,
  detail: (id: number) => [...productKeys.all, 'detail', id] as const,
  categories: () => ['seller', 'categories'] as const,
};
