import { useQuery } from '@tanstack/react-query';
import { client } from '../../lib/api.ts';
import { readJson, StorageKey, writeJson } from '../../lib/storage.ts';
import type { FooterNews } from './news-tree.ts';

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
