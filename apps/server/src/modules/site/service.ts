import { DEFAULT_EXCHANGE_LOGOS, DEFAULT_PARTNER_LOGOS, type Website } from '@market/contract';
import type { Db, Tx } from '../../db/client.ts';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { type LocalizedText, localize } from '../../lib/localize.ts';
import { DEFAULT_LOAN_PRODUCTS } from './default-loan-products.ts';
import { articles, siteSettings } from './schema.ts';

/** What a fresh site shows until an admin changes it. */
export const DEFAULT_SETTINGS = {
  web_name: 'Wholesale Marketplace',
  // the help centre, opened inside the app (decision 054); an admin may set a chat page instead
  service_url: '/faqs',
  currency: 'USDT',
  exchange_rate: { USDT: '1', ETH: '3000', BTC: '60000' },
  // the platform's share of a received order, unless the store has its own rate
  commission_rate: '0.05',
  // what may be borrowed (decision 036): amount range, terms in days, daily rate
  loan_products: DEFAULT_LOAN_PRODUCTS,
  // the footer's logos (decision 044): what it showed before they were settings
  exchange_logos: DEFAULT_EXCHANGE_LOGOS,
  partner_logos: DEFAULT_PARTNER_LOGOS,
} as const;

type SettingKey = keyof typeof DEFAULT_SETTINGS;

/** The stored settings and footer articles in every language: what the shell needs, cached whole. */
export interface SiteSnapshot {
  settings: Partial<Record<SettingKey, unknown>>;
  footer: { id: number; pid: number; titles: LocalizedText }[];
}

export async function loadSite(db: Db): Promise<SiteSnapshot> {
  const [rows, footer] = await Promise.all([
    db.select().from(siteSettings),
    db
      .select({ id: articles.id, pid: articles.pid, titles: articles.titles })
      .from(articles)
      .where(eq(articles.isInFooter, true))
      .orderBy(asc(articles.sort), asc(articles.id)),
  ]);
  return { settings: Object.fromEntries(rows.map((row) => [row.key, row.value])), footer };
}

export function presentWebsite({ settings, footer }: SiteSnapshot, lang: string): Website {
  const pick = <K extends SettingKey>(key: K) =>
    (settings[key] ?? DEFAULT_SETTINGS[key]) as (typeof DEFAULT_SETTINGS)[K];
  return {
    web_name: pick('web_name'),
    service_url: pick('service_url'),
    footer_news: footer.map((row) => ({ id: row.id, pid: row.pid, title: localize(row.titles, lang) })),
    currency: pick('currency'),
    exchange_rate: { ...pick('exchange_rate') },
    exchange_logos: pick('exchange_logos'),
    partner_logos: pick('partner_logos'),
  };
}

/** Some settings as stored, by key (a key never saved is left out: its default is the reader's). */
export async function readSettings(db: Db | Tx, keys: string[]): Promise<Record<string, unknown>> {
  const rows = await db.select().from(siteSettings).where(inArray(siteSettings.key, keys));
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

/** Saves settings in the caller's transaction; the caller clears the cached site snapshot after. */
export async function writeSettings(tx: Tx, values: Record<string, unknown>): Promise<void> {
  for (const [key, value] of Object.entries(values)) {
    await tx
      .insert(siteSettings)
      .values({ key, value })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: sql`now()` } });
  }
}
