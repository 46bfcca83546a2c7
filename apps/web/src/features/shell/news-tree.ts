export interface FooterNews {
  id: number;
  pid: number;
  title: string;
  children?: FooterNews[];
}

/** footer_news as a tree by pid, pid 0 at the root (spec §3). */
export function buildNewsTree(items: FooterNews[]): FooterNews[] {
  const byParent = new Map<number, FooterNews[]>();
  for (const item of items) byParent.set(item.pid, [...(byParent.get(item.pid) ?? []), item]);
  const attach = (pid: number, seen: Set<number>): FooterNews[] =>
    (byParent.get(pid) ?? [])
      .filter((item) => !seen.has(item.id))
      .map((item) => ({ ...item, children: attach(item.id, new Set([...seen, item.id])) }));
  return attach(0, new Set());
}
