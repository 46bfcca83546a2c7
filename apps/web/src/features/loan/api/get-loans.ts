import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { nextPageOf, PAGE_SIZE } from '../../../lib/paging.ts';
import { useViewer } from '../../../state/use-viewer.ts';
import { loanKeys } from './keys.ts';
import { loan } from './loan.ts';

export const getLoans = (page: number) => loan.list({ page, limit: PAGE_SIZE });

export const loansQuery = (viewer: number) =>
  infiniteQueryOptions({
    queryKey: loanKeys.list(viewer),
    queryFn: ({ pageParam }) => getLoans(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

/** The caller's loans, newest first, page by page. */
export function useLoans() {
  const viewer = useViewer();
  return useInfiniteQuery({ ...loansQuery(viewer), enabled: viewer !== 0 });
}
