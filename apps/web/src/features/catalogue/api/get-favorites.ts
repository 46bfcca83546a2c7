import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { catalogue } from './catalogue.ts';
import { catalogueKeys } from './keys.ts';
import { nextPageOf, PAGE_SIZE } from '../../../lib/paging.ts';
import { useViewer } from '../../../state/use-viewer.ts';

export const getFavorites = (page: number) => catalogue.favorites({ page, limit: PAGE_SIZE });

export const favoritesQuery = (viewer: number) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.favorites(viewer),
    queryFn: ({ pageParam }) => getFavorites(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

/** The logged-in user's favourite products, latest first. */
export function useFavorites() {
  const viewer = useViewer();
  return useInfiniteQuery({ ...favoritesQuery(viewer), enabled: viewer !== 0 });
}
