import { useQuery } from '@tanstack/react-query';
import { account } from '../lib/account.ts';
import { useSession } from './session.ts';

/**
 * Query keys of the caller's own account. One root, so a payment or a refund invalidates the
 * balance (`/api/user/index`) and the money log together.
 */
export const userKeys = {
  all: ['user'] as const,
  me: ['user', 'me'] as const,
  moneyLog: () => [...userKeys.all, 'money-log'] as const,
};
export const meQueryKey = userKeys.me;

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
