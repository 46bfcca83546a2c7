import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { nextPageOf, PAGE_SIZE } from '../../../lib/paging.ts';
import { userKeys } from '../../../state/use-me.ts';
import { useSession } from '../../../state/session.ts';
import { useViewer } from '../../../state/use-viewer.ts';
import { wallet } from './wallet.ts';

export const getMoneyLog = (page: number) => wallet.moneyLog({ page, limit: PAGE_SIZE });

// under the user's key: a payment or a refund invalidates the balance and this log together
export const moneyLogQuery = (viewer: number) =>
  infiniteQueryOptions({
    queryKey: [...userKeys.moneyLog(), viewer],
    queryFn: ({ pageParam }) => getMoneyLog(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

/** The caller's balance changes, newest first, page by page. */
export function useMoneyLog() {
  const isLogin = useSession((state) => state.isLogin);
  return useInfiniteQuery({ ...moneyLogQuery(useViewer()), enabled: isLogin });
}
