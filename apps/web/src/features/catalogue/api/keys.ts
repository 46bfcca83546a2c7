import type { ProductSort, ReviewKind, StoreSort } from '@market/contract';

/** What narrows the product list: the tabs, the category picker and the price filter. */
export interface ProductFilter {
  sort: ProductSort;
  categoryId?: number;
  minPrice?: string;
  maxPrice?: string;
}

/**
 * Query keys of the catalogue. Answers that depend on who asks (is_favorite, is_followed, the
 * caller's lists) carry the viewer's id, so a login or logout never shows another viewer's state.
 */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  products: (filter: ProductFilter) => [...catalogueKeys.all, 'products', filter] as const,
  categories: (pid: number) => [...catalogueKeys.all, 'categories', pid] as const,
  productDetails: () => [...catalogueKeys.all, 'product'] as const,
  product: (id: number, viewer: number) => [...catalogueKeys.productDetails(), id, viewer] as const,
  reviews: (productId: number, kind: ReviewKind) =>
    [...catalogueKeys.all, 'reviews', productId, kind] as const,
  storeLists: () => [...catalogueKeys.all, 'stores'] as const,
  stores: (sort: StoreSort) => [...catalogueKeys.storeLists(), sort] as const,
  storeOf: (id: number) => [...catalogueKeys.all, 'store', id] as const,
  storeFor: (id: number, viewer: number) => [...catalogueKeys.storeOf(id), viewer] as const,
  store: (id: number, viewer: number, keyword: string) =>
    [...catalogueKeys.storeFor(id, viewer), keyword] as const,
  searchProducts: (keyword: string) => [...catalogueKeys.all, 'search', 'products', keyword] as const,
  searchStores: (keyword: string) => [...catalogueKeys.all, 'search', 'stores', keyword] as const,
  favorites: (viewer: number) => [...catalogueKeys.all, 'favorites', viewer] as const,
  followedStores: (viewer: number) => [...catalogueKeys.all, 'followed-stores', viewer] as const,
};
