import { adminCalls } from '@market/contract/routes/admin-calls';
import { useQuery } from '@tanstack/react-query';
import { client } from '../lib/api.ts';
import { useSession } from './session.ts';

/** `POST /api/admin/me`: the signed-in admin's role and permissions, read once per session. */
export function useMe() {
  const token = useSession((state) => state.token);
  return useQuery({
    queryKey: ['admin-me', token],
    queryFn: ({ signal }) => client.call(adminCalls.me, {}, { signal }),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
}
