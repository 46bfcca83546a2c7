import type { CategoryListing } from '@market/contract';
import { useQuery } from '@tanstack/react-query';
import { productKeys } from './keys.ts';
import { getCategoryTree } from './products-api.ts';

/** The category tree (two levels), loaded once a form needs it; it changes rarely. */
export function useCategoryTree() {
  return useQuery({ queryKey: productKeys.categories(), queryFn: getCategoryTree, staleTime: 10 * 60_000 });
}

/** The category `id` and the top-level one that holds it, for its label ("Top / Child"). */
export function categoryPath(tree: CategoryListing | undefined, id: number | undefined): string[] {
  if (!tree || !id) return [];
  for (const top of tree.children) {
    if (top.id === id) return [top.name];
    const child = top.children.find((node) => node.id === id);
    if (child) return [top.name, child.name];
  }
  return [];
}
