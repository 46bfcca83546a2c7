import type { StoreStatus } from '@market/contract';
import { adminStoreCalls } from '@market/contract/routes/admin-store-calls';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client } from '../../lib/api.ts';

export const PAGE_SIZE = 20;
export const STORE_STATUSES: readonly StoreStatus[] = ['open', 'suspended'];

const keys = {
  all: ['admin-stores'] as const,
  list: (query: object) => ['admin-stores', 'list', query] as const,
  detail: (id: number) => ['admin-stores', 'detail', id] as const,
};

/** `POST /api/admin/store/list`: one server page, newest first, by status and keyword. */
export function useStores(query: { status?: StoreStatus; keyword?: string; page: number }) {
  return useQuery({
    queryKey: keys.list(query),
    queryFn: ({ signal }) =>
      client.call(
        adminStoreCalls.list,
        {
          ...(query.status ? { status: query.status } : {}),
          ...(query.keyword ? { keyword: query.keyword } : {}),
          page: query.page,
          limit: PAGE_SIZE,
        },
        { signal },
      ),
    placeholderData: (previous) => previous,
  });
}

/** `POST /api/admin/store/detail`: the store with its owner, products and the commission it pays. */
export function useStore(id: number | undefined) {
  return useQuery({
    queryKey: keys.detail(id ?? 0),
    queryFn: ({ signal }) => client.call(adminStoreCalls.detail, { store_id: id! }, { signal }),
    enabled: id !== undefined,
  });
}

/** Every store change reads the list and the store again. */
function useStoreChange<T>(send: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export const useSuspend = () =>
  useStoreChange((input: { store_id: number; reason: string }) =>
    client.call(adminStoreCalls.suspend, input),
  );
export const useReopen = () =>
  useStoreChange((storeId: number) => client.call(adminStoreCalls.reopen, { store_id: storeId }));
export const useCommission = () =>
  useStoreChange((input: { store_id: number; commission_rate: string | null }) =>
    client.call(adminStoreCalls.commission, input),
  );
