import { useQuery } from '@tanstack/react-query';
import { client } from '../../lib/api.ts';
import { readJson, StorageKey, writeJson } from '../../lib/storage.ts';

export interface FooterNews {
  id: number;
  pid: number;
  title: string;
  children?: FooterNews[];
}

/** Site settings (spec §3 "Website settings"), kept under `website` for offline starts. */
export interface Website {
  web_name: string;
  service_url: string;
  footer_news: FooterNews[];
  currency: string;
  exchange_rate: Record<string, string>;
}

export function useWebsite(): Website | undefined {
  const { data } = useQuery({
    queryKey: ['website'],
    queryFn: async () => {
      const { data: website } = await client.call<Website>('/api/index/index');
      writeJson(StorageKey.website, website);
      localStorage.setItem(StorageKey.currency, website.currency);
      writeJson(StorageKey.exchangeRate, website.exchange_rate);
      return website;
    },
    initialData: () => readJson<Website | undefined>(StorageKey.website, undefined),
    staleTime: 5 * 60_000,
  });
  return data;
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
