import type { AdminUserListRequest } from '@market/contract';
import { adminCalls } from '@market/contract/routes/admin-calls';
import { adminUserCalls } from '@market/contract/routes/admin-user-calls';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client } from '../../lib/api.ts';
import { downloadCsv } from '../../lib/download-csv.ts';

export const PAGE_SIZE = 20;
export type UserFilter = Omit<AdminUserListRequest, 'page' | 'limit'>;
export type UserAction = 'freeze' | 'unfreeze' | 'resetFundPassword' | 'revokeSessions';

const keys = {
  all: ['users'] as const,
  list: (query: object) => ['users', 'list', query] as const,
  detail: (id: number) => ['users', 'detail', id] as const,
};

/** `POST /api/admin/user/list`: one server page of the filter, in the chosen order. */
export function useUsers(filter: UserFilter, page: number) {
  return useQuery({
    queryKey: keys.list({ ...filter, page }),
    queryFn: ({ signal }) => client.call(adminCalls.users, { ...filter, page, limit: PAGE_SIZE }, { signal }),
    placeholderData: (previous) => previous,
  });
}

/** `POST /api/admin/user/detail`: the account, balance, latest entries and orders, sessions, stores. */
export function useUser(id: number | undefined) {
  return useQuery({
    queryKey: keys.detail(id ?? 0),
    queryFn: ({ signal }) => client.call(adminUserCalls.detail, { user_id: id! }, { signal }),
    enabled: id !== undefined,
  });
}

/** Freeze, unfreeze, clear the fund password or end the sessions, with a reason; list and detail read again. */
export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, ...body }: { action: UserAction; user_id: number; reason: string }) =>
      client.call(adminUserCalls[action], body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** `POST /api/admin/user/export`: the filter's users as a CSV file. */
export const exportUsers = (filter: UserFilter) =>
  downloadCsv(adminUserCalls.exportCsv.path, filter, 'users');
