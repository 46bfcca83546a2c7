import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, moment } from '../../db/columns.ts';
import type { LocalizedText } from '../../lib/localize.ts';
import { users } from '../user/schema.ts';

/**
 * A site message. An event's message (order shipped, recharge decided, application decided…) is
 * one row for its user, stored as a kind with its parameters and worded in the reader's language
 * when read. A broadcast has no user: it is stored once for everyone, never copied per user, and
 * its title and text are given per language by the admin who sent it.
 */
export const siteMessages = pgTable(
  'site_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    title: jsonb('title').$type<LocalizedText>(),
    body: jsonb('body').$type<LocalizedText>(),
    senderId: bigint('sender_id', { mode: 'number' }).references(() => users.id),
    /** When its user read it; a broadcast's reads are rows of `site_message_reads`. */
    readAt: moment('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('site_messages_user_idx').on(t.userId, t.id.desc().nullsFirst()),
    index('site_messages_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    index('site_messages_broadcast_idx')
      .on(t.id.desc().nullsFirst())
      .where(sql`${t.userId} is null`),
  ],
);

/** Who has read which broadcast. */
export const siteMessageReads = pgTable(
  'site_message_reads',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => siteMessages.id, { onDelete: 'cascade' }),
    readAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.messageId] })],
);
