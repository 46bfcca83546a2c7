import type { Website } from '@market/contract';
import type { Db } from '../../db/client.ts';
import { asc, eq } from 'drizzle-orm';
import { articles, siteSettings } from '../../db/schema.ts';
import { localize } from '../../lib/localize.ts';

/** What a fresh site shows until an admin changes it. */
export const DEFAULT_SETTINGS = {
  web_name: 'Wholesale Marketplace',
  service_url: 'mailto:support@example.com',
  currency: 'USDT',
  exchange_rate: { USDT: '1', ETH: '3000', BTC: '60000' },
} as const;

type SettingKey = keyof typeof DEFAULT_SETTINGS;

export async function getWebsite(db: Db, lang: string): Promise<Website> {
  const [rows, footer] = await Promise.all([
    db.select().from(siteSettings),
    db
      .select({ id: articles.id, pid: articles.pid, titles: articles.titles })
      .from(articles)
      .where(eq(articles.isInFooter, true))
      .orderBy(asc(articles.sort), asc(articles.id)),
  ]);
  const stored = Object.fromEntries(rows.map((row) => [row.key, row.value])) as Partial<
    Record<SettingKey, unknown>
  >;
  const pick = <K extends SettingKey>(key: K) =>
    (stored[key] ?? DEFAULT_SETTINGS[key]) as (typeof DEFAULT_SETTINGS)[K];
  return {
    web_name: pick('web_name'),
    service_url: pick('service_url'),
    footer_news: footer.map((row) => ({ id: row.id, pid: row.pid, title: localize(row.titles, lang) })),
    currency: pick('currency'),
    exchange_rate: { ...pick('exchange_rate') },
  };
}
