import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window failure counters (login, fund password): shared by every server instance. Owned by
 * the throttle in `throttle.ts`, a shared service rather than a feature module.
 */
export const throttles = pgTable('throttles', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
