import { useQuery } from '@tanstack/react-query';
import { account } from '../lib/account.ts';
import { useSession } from './session.ts';

export const meKey = ['user', 'me'] as const;

/** The logged-in user (`POST /api/user/index`): its role says whether it may use this app. */
export function useMe() {
  const token = useSession((state) => state.token);
  return useQuery({ queryKey: [...meKey, token], enabled: Boolean(token), queryFn: () => account.me() });
}
