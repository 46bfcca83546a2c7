import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { users } from '../user/index.ts';
import { siteMessageReads, siteMessages } from './schema.ts';

/** The notices admins sent: every language as stored, to whom, by whom, how many read them. */
const recipient = alias(users, 'recipient');
const sender = alias(users, 'sender');

/** A broadcast's readers are rows of `site_message_reads`; one user's notice is read or not. */
const reads = sql<number>`case when ${siteMessages.userId} is null
  then (select count(*) from ${siteMessageReads} where ${siteMessageReads.messageId} = ${siteMessages.id})
  else (${siteMessages.readAt} is not null)::int end`.mapWith(Number);

export type SentTo = 'everyone' | 'user';

function sentWhere(to: SentTo | undefined): SQL {
  const notices = eq(siteMessages.kind, 'notice');
  if (to === 'everyone') return and(notices, isNull(siteMessages.userId))!;
  if (to === 'user') return and(notices, isNotNull(siteMessages.userId))!;
  return notices;
}

export function listSentMessages(db: Db, to: SentTo | undefined, page: { limit: number; offset: number }) {
  return db
    .select({
      id: siteMessages.id,
      userId: siteMessages.userId,
      username: recipient.username,
      title: siteMessages.title,
      body: siteMessages.body,
      sender: sender.username,
      reads,
      createdAt: siteMessages.createdAt,
    })
    .from(siteMessages)
    .leftJoin(recipient, eq(recipient.id, siteMessages.userId))
    .leftJoin(sender, eq(sender.id, siteMessages.senderId))
    .where(sentWhere(to))
    .orderBy(desc(siteMessages.id))
    .limit(page.limit)
    .offset(page.offset);
}
export type SentMessageRow = Awaited<ReturnType<typeof listSentMessages>>[number];

export async function countSentMessages(db: Db, to: SentTo | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(siteMessages).where(sentWhere(to));
  return row!.n;
}
