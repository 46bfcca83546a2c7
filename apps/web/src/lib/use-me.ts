import { useQuery } from '@tanstack/react-query';
import { account } from '../../lib/api.ts';
import { useSession } from '../../stores/session.ts';

export const meQueryKey = ['user', 'me'] as const;

/** The current user from `/api/user/index`; its money is the balance (spec §3 currentBalance). */
export function useMe() {
  const isLogin = useSession((state) => state.isLogin);
  const setUser = useSession((state) => state.setUser);
  return useQuery({
    queryKey: meQueryKey,
    enabled: isLogin,
    queryFn: async () => {
      const me = await account.me();
      setUser(me);
      return me;
    },
  });
}
