import type { Website } from '@market/contract';
import type { Db } from '../../db/client.ts';
import { siteSettings } from '../../db/schema.ts';

/** What a fresh site shows until an admin changes it. */
export const DEFAULT_SETTINGS = {
  web_name: 'Wholesale Marketplace',
  service_url: 'mailto:support@example.com',
  currency: 'USDT',
  exchange_rate: { USDT: '1', ETH: '3000', BTC: '60000' },
} as const;

type SettingKey = keyof typeof DEFAULT_SETTINGS;

export async function getWebsite(db: Db): Promise<Website> {
  const rows = await db.select().from(siteSettings);
  const stored = Object.fromEntries(rows.map((row) => [row.key, row.value])) as Partial<
    Record<SettingKey, unknown>
  >;
  const pick = <K extends SettingKey>(key: K) =>
    (stored[key] ?? DEFAULT_SETTINGS[key]) as (typeof DEFAULT_SETTINGS)[K];
  return {
    web_name: pick('web_name'),
    service_url: pick('service_url'),
    // articles and their footer tree arrive with the content module
    footer_news: [],
    currency: pick('currency'),
    exchange_rate: { ...pick('exchange_rate') },
  };
}
