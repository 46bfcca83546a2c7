import { adminMessageCalls, messageCalls } from '@market/contract';
import type { AppContext } from '../../context.ts';
import { route } from '../../plugins/calls.ts';
import { listSent, sendMessage } from './send-service.ts';
import * as messages from './service.ts';

/** Site messages: the reader's list, detail and read marks, and the back office's sending. */
export function messageRoutes(ctx: AppContext) {
  const { db } = ctx;
  return [
    route(messageCalls.list, ({ user, input, request }) =>
      messages.listMessages(db, user.id, request.lang, input),
    ),
    route(messageCalls.detail, ({ user, input, request }) =>
      messages.readMessage(db, user.id, request.lang, input.id),
    ),
    route(messageCalls.readAll, ({ user }) => messages.readAllMessages(db, user.id), {
      message: 'msg.messages_read',
    }),
    route(messageCalls.unread, ({ user }) => messages.unreadCount(db, user.id)),
    route(adminMessageCalls.send, ({ user, input }) => sendMessage(db, user.id, input), {
      message: 'msg.message_sent',
    }),
    route(adminMessageCalls.list, ({ input }) => listSent(db, input)),
  ];
}
