import type { Language, Message, MessageKind, MessageListItem, Paged, UnreadCount } from '@market/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { offsetOf, type PageParams, toPage } from '../../lib/paging.ts';
import { summaryOf, wordMessage } from './kinds.ts';
import * as queries from './queries.ts';

// the reader's side of site messages: their own and the broadcasts, worded in their language

function presentMessage(row: queries.ListedMessage, lang: Language): Message {
  const { title, body } = wordMessage(row, lang);
  return {
    id: row.id,
    kind: row.kind as MessageKind,
    title,
    body,
    is_read: row.isRead,
    created_at: row.createdAt.toISOString(),
  };
}

function presentListItem(row: queries.ListedMessage, lang: Language): MessageListItem {
  const { body, ...message } = presentMessage(row, lang);
  return { ...message, summary: summaryOf(body) };
}

export async function listMessages(
  db: Db,
  userId: number,
  lang: Language,
  params: PageParams,
): Promise<Paged<MessageListItem>> {
  const [rows, total] = await Promise.all([
    queries.listMessages(db, userId, { limit: params.limit, offset: offsetOf(params) }),
    queries.countMessages(db, userId),
  ]);
  return toPage(rows, (row) => presentListItem(row, lang), total, params);
}

/** One of the user's messages, read now: another user's message is not found. */
export async function readMessage(db: Db, userId: number, lang: Language, id: number): Promise<Message> {
  const row = await queries.findMessage(db, userId, id);
  if (!row) throw notFound('msg.message_not_found');
  if (!row.isRead) await queries.markRead(db, userId, row);
  return presentMessage({ ...row, isRead: true }, lang);
}

export async function readAllMessages(db: Db, userId: number): Promise<UnreadCount> {
  await db.transaction((tx) => queries.markAllRead(tx, userId));
  return { count: await queries.countUnread(db, userId) };
}

export async function unreadCount(db: Db, userId: number): Promise<UnreadCount> {
  return { count: await queries.countUnread(db, userId) };
}
