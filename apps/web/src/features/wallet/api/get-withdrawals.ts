import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { nextPageOf, PAGE_SIZE } from '../../../lib/paging.ts';
import { useViewer } from '../../../state/use-viewer.ts';
import { walletKeys } from './keys.ts';
import { wallet } from './wallet.ts';

export const getWithdrawals = (page: number) => wallet.withdrawals({ page, limit: PAGE_SIZE });

export const withdrawalsQuery = (viewer: number) =>
  infiniteQueryOptions({
    queryKey: walletKeys.withdrawals(viewer),
    queryFn: ({ pageParam }) => getWithdrawals(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

/** The caller's withdrawals with their status, newest first, page by page. */
export function useWithdrawals() {
  const viewer = useViewer();
  return useInfiniteQuery({ ...withdrawalsQuery(viewer), enabled: viewer !== 0 });
}
