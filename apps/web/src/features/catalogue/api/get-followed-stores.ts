import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { catalogue } from './catalogue.ts';
import { catalogueKeys } from './keys.ts';
import { nextPageOf, PAGE_SIZE } from '../../../lib/paging.ts';
import { useViewer } from '../../../state/use-viewer.ts';

export const getFollowedStores = (page: number) => catalogue.followedStores({ page, limit: PAGE_SIZE });

export const followedStoresQuery = (viewer: number) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.followedStores(viewer),
    queryFn: ({ pageParam }) => getFollowedStores(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

/** The stores the logged-in user follows, latest first. */
export function useFollowedStores() {
  const viewer = useViewer();
  return useInfiniteQuery({ ...followedStoresQuery(viewer), enabled: viewer !== 0 });
}
