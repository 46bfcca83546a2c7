import type { AdminRole } from '@market/contract';
import { backOfficeCalls } from '@market/contract/routes/back-office-calls';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client } from '../../lib/api.ts';

export const PAGE_SIZE = 20;
const KEY = 'admins';

/** `POST /api/admin/admins/list`: the admins, oldest first, by role when asked. */
export function useAdmins(query: { admin_role?: AdminRole; page: number }) {
  return useQuery({
    queryKey: [KEY, query],
    queryFn: ({ signal }) => client.call(backOfficeCalls.admins, { ...query, limit: PAGE_SIZE }, { signal }),
    placeholderData: (previous) => previous,
  });
}

/** Grant, change or revoke: each answers after the server ended the admin's sessions. */
export function useAdminChange() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: [KEY] });
  return {
    grant: useMutation({
      mutationFn: (input: { user_id: number; admin_role: AdminRole }) =>
        client.call(backOfficeCalls.grantAdmin, input),
      onSettled,
    }),
    setRole: useMutation({
      mutationFn: (input: { user_id: number; admin_role: AdminRole }) =>
        client.call(backOfficeCalls.setAdminRole, input),
      onSettled,
    }),
    revoke: useMutation({
      mutationFn: (input: { user_id: number }) => client.call(backOfficeCalls.revokeAdmin, input),
      onSettled,
    }),
  };
}
