import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { catalogue } from './catalogue.ts';
import { catalogueKeys } from './keys.ts';
import { nextPageOf, PAGE_SIZE } from '../../../lib/paging.ts';
import { useViewer } from '../../../state/use-viewer.ts';

export const getStore = (id: number, keyword: string, page: number) =>
  catalogue.store({ id, keyword: keyword || undefined, page, limit: PAGE_SIZE });

export const storeQuery = (id: number, viewer: number, keyword: string) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.store(id, viewer, keyword),
    queryFn: ({ pageParam }) => getStore(id, keyword, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last.products),
  });

/**
 * A store with its products page by page, optionally searched within; every page repeats the
 * store, so its header stays while a search loads.
 */
export function useStore(id: number, keyword: string) {
  const viewer = useViewer();
  return useInfiniteQuery({
    ...storeQuery(id, viewer, keyword),
    enabled: id > 0,
    placeholderData: keepPreviousData,
  });
}
