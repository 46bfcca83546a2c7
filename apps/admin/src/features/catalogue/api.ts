import type { AdminProductStatus } from '@market/contract';
import type { RefData, RefInput } from '@market/contract/routes';
import { adminCatalogueCalls as calls } from '@market/contract/routes/admin-catalogue-calls';
import { catalogueCalls } from '@market/contract/routes/catalogue-calls';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client } from '../../lib/api.ts';

export type AdminCategory = RefData<typeof calls.categories>['categories'][number];
export type CategoryInput = RefInput<typeof calls.saveCategory>;
export type AdminProduct = RefData<typeof calls.products>['list'][number];
export type HomePicks = RefData<typeof calls.homePicks>;
export const PRODUCT_STATUSES: readonly AdminProductStatus[] = [
  'on_sale',
  'off_shelf',
  'taken_down',
  'store_suspended',
  'deleted',
];
export const PAGE_SIZE = 20;

const TREE = ['admin-categories'];
const PICKS = ['admin-home-picks'];

/** `POST /api/admin/category/list`: the whole tree with every language. */
export const useCategories = () =>
  useQuery({ queryKey: TREE, queryFn: ({ signal }) => client.call(calls.categories, {}, { signal }) });

/** A tree change: each call answers the whole tree, which becomes the tree's data. */
function useTreeChange<T>(send: (input: T) => Promise<RefData<typeof calls.categories>>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: (tree) => queryClient.setQueryData(TREE, tree) });
}
export const useSaveCategory = () =>
  useTreeChange((input: CategoryInput) => client.call(calls.saveCategory, input));
export const useReorderCategories = () =>
  useTreeChange((input: { pid: number; ids: number[] }) => client.call(calls.reorderCategories, input));
export const useDeleteCategory = () =>
  useTreeChange((id: number) => client.call(calls.deleteCategory, { id }));

export interface ProductQuery {
  keyword?: string;
  status?: AdminProductStatus;
  store_id?: number;
  page: number;
}

/** `POST /api/admin/product/list`: one server page, newest first. */
export function useAdminProducts(query: ProductQuery, limit = PAGE_SIZE) {
  return useQuery({
    queryKey: ['admin-products', query, limit],
    queryFn: ({ signal }) =>
      client.call(
        calls.products,
        {
          ...(query.keyword ? { keyword: query.keyword } : {}),
          ...(query.status ? { status: query.status } : {}),
          ...(query.store_id ? { store_id: query.store_id } : {}),
          page: query.page,
          limit,
        },
        { signal },
      ),
    placeholderData: (previous) => previous,
  });
}

/** Take-down and restore; the product lists are read again. */
function useModeration<T>(send: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-products'] }),
  });
}
export const useTakeDown = () =>
  useModeration((input: { id: number; reason: string }) => client.call(calls.takeDown, input));
export const useRestore = () => useModeration((id: number) => client.call(calls.restore, { id }));

/** `POST /api/admin/home_picks/list`: the picks in order. */
export const useHomePicks = () =>
  useQuery({ queryKey: PICKS, queryFn: ({ signal }) => client.call(calls.homePicks, {}, { signal }) });

export function useSaveHomePicks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { product_ids: number[]; store_ids: number[] }) =>
      client.call(calls.saveHomePicks, input),
    onSuccess: (picks) => queryClient.setQueryData(PICKS, picks),
  });
}

/** Open stores by name, from the buyer's store search (what the home may show). */
export function useStoreSearch(keyword: string) {
  return useQuery({
    queryKey: ['admin-store-search', keyword],
    queryFn: ({ signal }) =>
      client.call(catalogueCalls.searchStores, { keyword, page: 1, limit: 10 }, { signal }),
    enabled: keyword.trim().length > 0,
  });
}
