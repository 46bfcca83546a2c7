import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from './catalogue.ts';
import { catalogueKeys } from './keys.ts';

export const getCategories = (pid: number) => catalogue.category({ pid });

export const categoriesQuery = (pid: number) =>
  queryOptions({
    queryKey: catalogueKeys.categories(pid),
    queryFn: () => getCategories(pid),
    // the category tree changes rarely
    staleTime: 10 * 60_000,
  });

/** A category (pid 0: the top level), its path from the top and two levels of sub-categories. */
export function useCategories(pid: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...categoriesQuery(pid), enabled: options.enabled ?? true });
}
