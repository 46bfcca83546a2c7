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

/** The FAQ's sections (`/faqs`), named per language, in `sort` order. */
export const faqCategories = pgTable('faq_categories', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  names: jsonb('names').$type<LocalizedText>().notNull(),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
});

/** A question and its answer (sanitized HTML) per language, under one section. */
export const faqs = pgTable(
  'faqs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    categoryId: bigint('category_id', { mode: 'number' })
      .notNull()
      .references(() => faqCategories.id),
    questions: jsonb('questions').$type<LocalizedText>().notNull(),
    answers: jsonb('answers').$type<LocalizedText>().notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('faqs_category_idx').on(t.categoryId, t.sort)],
);
