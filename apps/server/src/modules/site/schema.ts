import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import type { LocalizedText } from '../../lib/localize.ts';

/** Site settings (web_name, service_url, ...): one row per key, JSON values, defaults in code. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Articles and policy pages; `footer_news` is their tree by `pid` (0 at the root). */
export const articles = pgTable(
  'articles',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    pid: bigint('pid', { mode: 'number' }).notNull().default(0),
    titles: jsonb('titles').$type<LocalizedText>().notNull(),
    // sanitized HTML per language
    contents: jsonb('contents').$type<LocalizedText>().notNull(),
    isInFooter: boolean('is_in_footer').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('articles_pid_idx').on(t.pid, t.sort)],
);
