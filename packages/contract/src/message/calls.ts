import { defineCall } from '../common/call.ts';
import {
  adminSentMessagePage,
  messageIdRequest,
  messageListRequest,
  messagePage,
  messageSchema,
  sendMessageRequest,
  sentMessage,
  sentMessageListRequest,
  unreadCount,
  unreadRequest,
} from './messages.ts';

const tags = ['message'];
const user = 'user' as const;

/** Site messages (spec §2 `/message`): the caller's own and the broadcasts; paths are ours. */
export const messageCalls = {
  list: defineCall({
    method: 'POST',
    path: '/api/message/index',
    access: user,
    tags,
    summary: 'The caller’s messages and the broadcasts, newest first, in the caller’s language',
    request: messageListRequest,
    response: messagePage,
  }),
  detail: defineCall({
    method: 'POST',
    path: '/api/message/detail',
    access: user,
    tags,
    summary: 'One of the caller’s messages, marked read',
    request: messageIdRequest,
    response: messageSchema,
  }),
  readAll: defineCall({
    method: 'POST',
    path: '/api/message/read_all',
    access: user,
    tags,
    summary: 'Mark every message of the caller read; answers the unread count (0)',
    request: unreadRequest,
    response: unreadCount,
  }),
  unread: defineCall({
    method: 'POST',
    path: '/api/message/unread',
    access: user,
    tags,
    summary: 'How many of the caller’s messages are unread',
    request: unreadRequest,
    response: unreadCount,
  }),
};

/** The back office's messages: one user's, or a broadcast stored once for everyone. */
export const adminMessageCalls = {
  send: defineCall({
    method: 'POST',
    path: '/api/admin/message/send',
    access: 'admin',
    permission: 'messages',
    tags: ['admin'],
    summary:
      'Send a message (title and text per language, English required) to one user or everyone (audited)',
    request: sendMessageRequest,
    response: sentMessage,
  }),
  list: defineCall({
    method: 'POST',
    path: '/api/admin/message/list',
    access: 'admin',
    permission: 'messages',
    tags: ['admin'],
    summary:
      'The notices admins sent (broadcasts and to one user), newest first, with every language and the reads',
    request: sentMessageListRequest,
    response: adminSentMessagePage,
  }),
};
