import { and, count, desc, eq, gte, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf, type Tx } from '../../db/client.ts';
import { users } from '../user/index.ts';
import { siteMessageReads, siteMessages } from './schema.ts';

export type MessageRow = typeof siteMessages.$inferSelect;
export type NewMessage = typeof siteMessages.$inferInsert;

/** When the user signed up: a broadcast reaches those who had an account when it was sent (decision 031). */
const signedUpAt = (userId: number) =>
  sql`(select ${users.createdAt} from ${users} where ${users.id} = ${userId})`;

/** A broadcast the user may see. */
const broadcastFor = (userId: number): SQL =>
  and(isNull(siteMessages.userId), gte(siteMessages.createdAt, signedUpAt(userId)))!;

/** The user's own messages and the broadcasts sent since they signed up. */
const visibleTo = (userId: number): SQL => or(eq(siteMessages.userId, userId), broadcastFor(userId))!;

/** Read: a personal message by its `read_at`, a broadcast by the user's row in `site_message_reads`. */
const isReadBy = (userId: number) => sql<boolean>`case when ${siteMessages.userId} is null
  then exists (select 1 from ${siteMessageReads} where ${siteMessageReads.messageId} = ${siteMessages.id}
    and ${siteMessageReads.userId} = ${userId})
  else ${siteMessages.readAt} is not null end`;

const listed = (userId: number) => ({
  id: siteMessages.id,
  userId: siteMessages.userId,
  kind: siteMessages.kind,
  params: siteMessages.params,
  title: siteMessages.title,
  body: siteMessages.body,
  createdAt: siteMessages.createdAt,
  isRead: isReadBy(userId),
});
export type ListedMessage = Awaited<ReturnType<typeof listMessages>>[number];

export async function insertMessage(tx: Db | Tx, values: NewMessage): Promise<MessageRow> {
  const [row] = await tx.insert(siteMessages).values(values).returning();
  return row!;
}

/** A page of what the user sees, newest first. */
export function listMessages(db: Db, userId: number, page: { limit: number; offset: number }) {
  return db
    .select(listed(userId))
    .from(siteMessages)
    .where(visibleTo(userId))
    .orderBy(desc(siteMessages.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countMessages(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(siteMessages).where(visibleTo(userId));
  return row!.n;
}

/** One message the user sees; another user's, or a broadcast from before they signed up, is none. */
export async function findMessage(db: Db | Tx, userId: number, id: number) {
  const [row] = await db
    .select(listed(userId))
    .from(siteMessages)
    .where(and(eq(siteMessages.id, id), visibleTo(userId)));
  return row;
}

/** Marks one message read for the user; reading it again changes nothing. */
export async function markRead(tx: Db | Tx, userId: number, message: { id: number; userId: number | null }) {
  if (message.userId === null) {
    await tx.insert(siteMessageReads).values({ userId, messageId: message.id }).onConflictDoNothing();
    return;
  }
  await tx
    .update(siteMessages)
    .set({ readAt: new Date() })
    .where(
      and(eq(siteMessages.id, message.id), eq(siteMessages.userId, userId), isNull(siteMessages.readAt)),
    );
}

/** Marks every message the user sees read: the personal ones in place, a read row per unread broadcast. */
export async function markAllRead(tx: Tx, userId: number): Promise<void> {
  await tx
    .update(siteMessages)
    .set({ readAt: new Date() })
    .where(and(eq(siteMessages.userId, userId), isNull(siteMessages.readAt)));
  await tx.execute(sql`insert into ${siteMessageReads} (user_id, message_id)
    select ${userId}, ${siteMessages.id} from ${siteMessages} where ${broadcastFor(userId)}
    on conflict do nothing`);
}

/**
 * Unread messages: the personal ones from the partial index `site_messages_unread_idx`, plus the
 * broadcasts since sign-up without the user's read row (a few hundred broadcasts at most to scan).
 */
export async function countUnread(db: Db, userId: number): Promise<number> {
  const [row] = rowsOf(
    await db.execute(sql`select
      (select count(*) from ${siteMessages}
        where ${siteMessages.userId} = ${userId} and ${siteMessages.readAt} is null)
      + (select count(*) from ${siteMessages}
        where ${broadcastFor(userId)} and not exists (select 1 from ${siteMessageReads}
          where ${siteMessageReads.messageId} = ${siteMessages.id} and ${siteMessageReads.userId} = ${userId}))
      as n`),
  );
  return Number(row!.n);
}
