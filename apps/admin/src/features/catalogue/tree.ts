import type { AdminCategory } from './api.ts';

/** A category with its children, as the tree table draws it. */
export interface TreeRow extends AdminCategory {
  children?: TreeRow[];
}

/** A name in the admin's language where it has one, else English. */
export const nameIn = (row: { names: Record<string, string> }, lang: string) =>
  row.names[lang] ?? row.names.en ?? '';

/** The flat list (parents first, children in order) as nested rows; a leaf has no `children`. */
export function buildTree(rows: readonly AdminCategory[]): TreeRow[] {
  const byParent = new Map<number, AdminCategory[]>();
  for (const row of rows) byParent.set(row.pid, [...(byParent.get(row.pid) ?? []), row]);
  const nest = (pid: number, depth: number): TreeRow[] =>
    (byParent.get(pid) ?? []).map((row) => {
      const children = depth < 10 ? nest(row.id, depth + 1) : [];
      return children.length > 0 ? { ...row, children } : { ...row };
    });
  return nest(0, 0);
}

/** The ids of a parent's children after moving `id` one place up (-1) or down (+1); null at an end. */
export function moved(siblings: readonly { id: number }[], id: number, step: -1 | 1): number[] | null {
  const ids = siblings.map((row) => row.id);
  const at = ids.indexOf(id);
  const to = at + step;
  if (at < 0 || to < 0 || to >= ids.length) return null;
  [ids[at], ids[to]] = [ids[to]!, ids[at]!];
  return ids;
}
