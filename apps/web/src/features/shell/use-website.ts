import type { HomeSections } from '@market/contract';
import type { FooterLogo } from '@market/contract/footer-logos';
import { useQuery } from '@tanstack/react-query';
import { client } from '../../lib/api.ts';
import { siteCalls } from '@market/contract/routes/site-calls';
import { readJson, StorageKey, writeJson } from '../../lib/storage.ts';
import type { FooterNews } from './news-tree.ts';

/** Site settings (spec §3 "Website settings"), kept under `website` for offline starts. */
export interface Website {
  web_name: string;
  service_url: string;
  footer_news: FooterNews[];
  currency: string;
  exchange_rate: Record<string, string>;
  /** The footer's logos (absent from a copy stored by an older version: the footer's defaults). */
  exchange_logos?: FooterLogo[];
  partner_logos?: FooterLogo[];
}

/** `/api/index/index`: the settings, and the home sections once the call has answered. */
export type SiteIndex = Website & Partial<HomeSections>;

export const siteIndexKey = ['website'];

/**
 * One call serves the shell and the home page. The stored settings show at once; the call still
 * runs once per start (the stored copy counts as stale), for fresh settings and the home sections,
 * which are not stored. Offline, TanStack Query holds the call until the network is back. Settings
 * inlined in the HTML of another page (decision 065) are fresh but have no sections: the home,
 * `withSections`, asks for them when it opens.
 */
export function useSiteIndex({ withSections = false }: { withSections?: boolean } = {}) {
  return useQuery({
    refetchOnMount: withSections ? (query) => (query.state.data?.daily_updates ? true : 'always') : true,
    queryKey: siteIndexKey,
    queryFn: async (): Promise<SiteIndex> => {
      const data: SiteIndex = await client.call(siteCalls.home);
      rememberWebsite(data);
      return data;
    },
    initialData: () => readJson<SiteIndex | undefined>(StorageKey.website, undefined),
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
  });
}

/** Keeps the settings of an answer for the next start, offline too (not the home sections). */
export function rememberWebsite(data: SiteIndex): void {
  const { web_name, service_url, footer_news, currency, exchange_rate, exchange_logos, partner_logos } = data;
  const stored: Website = {
    web_name,
    service_url,
    footer_news,
    currency,
    exchange_rate,
    exchange_logos,
    partner_logos,
  };
  writeJson(StorageKey.website, stored);
  localStorage.setItem(StorageKey.currency, currency);
  writeJson(StorageKey.exchangeRate, exchange_rate);
}

export function useWebsite(): Website | undefined {
  return useSiteIndex().data;
}
