import type { AdminSentMessage, Paged, SentMessage, sendMessageRequest } from '@market/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { offsetOf, type PageParams, toPage } from '../../lib/paging.ts';
import { recordAudit } from '../audit/index.ts';
import { findUserById } from '../user/index.ts';
import { insertMessage } from './queries.ts';
import { countSentMessages, listSentMessages, type SentMessageRow, type SentTo } from './sent-queries.ts';

type SendRequest = z.output<typeof sendMessageRequest>;

/**
 * An admin's message, to one user or (no `user_id`) to everyone: one row either way, a broadcast
 * is never copied per user (decision 031). Its texts are plain text; the apps show them as such.
 */
export async function sendMessage(db: Db, adminId: number, body: SendRequest): Promise<SentMessage> {
  return db.transaction(async (tx) => {
    if (body.user_id !== undefined && !(await findUserById(tx, body.user_id))) {
      throw notFound('msg.user_not_found');
    }
    const row = await insertMessage(tx, {
      userId: body.user_id ?? null,
      kind: 'notice',
      title: body.title,
      body: body.body,
      senderId: adminId,
    });
    await recordAudit(tx, {
      actorId: adminId,
      action: row.userId === null ? 'message.broadcast' : 'message.send',
      subject: `message:${row.id}`,
      before: null,
      after: { user_id: row.userId, title: row.title },
    });
    return { id: row.id, user_id: row.userId, created_at: row.createdAt.toISOString() };
  });
}

function presentSent(row: SentMessageRow): AdminSentMessage {
  return {
    id: row.id,
    user_id: row.userId,
    username: row.username,
    title: row.title ?? {},
    body: row.body ?? {},
    sender: row.sender,
    reads: row.reads,
    created_at: row.createdAt.toISOString(),
  };
}

/** The notices admins sent, newest first: the broadcasts, the ones to a user, or both. */
export async function listSent(
  db: Db,
  params: PageParams & { to?: SentTo },
): Promise<Paged<AdminSentMessage>> {
  const [rows, total] = await Promise.all([
    listSentMessages(db, params.to, { limit: params.limit, offset: offsetOf(params) }),
    countSentMessages(db, params.to),
  ]);
  return toPage(rows, presentSent, total, params);
}
