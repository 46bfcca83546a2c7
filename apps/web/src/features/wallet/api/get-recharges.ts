import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { nextPageOf, PAGE_SIZE } from '../../../lib/paging.ts';
import { useViewer } from '../../../state/use-viewer.ts';
import { walletKeys } from './keys.ts';
import { wallet } from './wallet.ts';

export const getRecharges = (page: number) => wallet.recharges({ page, limit: PAGE_SIZE });

export const rechargesQuery = (viewer: number) =>
  infiniteQueryOptions({
    queryKey: walletKeys.recharges(viewer),
    queryFn: ({ pageParam }) => getRecharges(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

/** The caller's recharges with their status, newest first, page by page. */
export function useRecharges() {
  const viewer = useViewer();
  return useInfiniteQuery({ ...rechargesQuery(viewer), enabled: viewer !== 0 });
}
