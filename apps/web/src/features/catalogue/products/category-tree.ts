import type { CategoryListing, CategoryNode } from '@market/contract';

/** The category with `id` among the top level and its children, if the tree holds it. */
export function findCategory(
  tree: CategoryListing | undefined,
  id: number | undefined,
): CategoryNode | undefined {
  if (!tree || !id) return undefined;
  for (const top of tree.children) {
    if (top.id === id) return top;
    const child = top.children.find((node) => node.id === id);
    if (child) return child;
  }
  return undefined;
}

/** The top-level category that is, or holds, `id`; the first one when none does. */
export function topOf(tree: CategoryListing | undefined, id: number | undefined) {
  return (
    tree?.children.find((top) => top.id === id || top.children.some((c) => c.id === id)) ?? tree?.children[0]
  );
}
