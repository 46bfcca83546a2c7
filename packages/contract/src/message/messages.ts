import { z } from 'zod';
import { pageOf, paging } from '../catalogue/common.ts';
import { emptyBody } from '../common/envelope.ts';
import { id } from '../common/fields.ts';
import { localizedText } from '../common/localized-text.ts';

/** Longest title and text of a broadcast, per language. */
export const MESSAGE_TITLE_MAX = 120;
export const MESSAGE_BODY_MAX = 5000;

/**
 * What a site message is about: an event of the reader's own (worded in the reader's language when
 * read) or `notice`, a text an admin sent (to everyone or to the reader).
 */
export const MESSAGE_KINDS = [
  'notice',
  'order_shipped',
  'recharge_approved',
  'recharge_rejected',
  'withdrawal_paid',
  'withdrawal_rejected',
  'merchant_approved',
  'merchant_rejected',
  'loan_approved',
  'loan_rejected',
  'product_taken_down',
  'product_restored',
  'rfq_requested',
  'rfq_answered',
  'rfq_declined',
  'rfq_accepted',
  'rfq_cancelled',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** A message in the caller's list: the title and the start of its text, in the caller's language. */
export const messageListItem = z.object({
  id: z.number().int(),
  kind: z.enum(MESSAGE_KINDS),
  title: z.string(),
  summary: z.string(),
  is_read: z.boolean(),
  created_at: z.string(),
});
export type MessageListItem = z.infer<typeof messageListItem>;

/** One message whole; its text is plain text (line breaks kept), never HTML. */
export const messageSchema = messageListItem.omit({ summary: true }).extend({ body: z.string() });
export type Message = z.infer<typeof messageSchema>;

/** `POST /api/message/index {page, limit}`: the caller's messages and the broadcasts, newest first. */
export const messageListRequest = z.object({ ...paging }).strict();
export type MessageListRequest = z.input<typeof messageListRequest>;
export const messagePage = pageOf(messageListItem);

/** `POST /api/message/detail {id}`: one of the caller's messages, marked read. */
export const messageIdRequest = z.object({ id }).strict();
export type MessageIdRequest = z.input<typeof messageIdRequest>;

/** `POST /api/message/unread` and `/api/message/read_all`: how many messages are unread. */
export const unreadRequest = emptyBody;
export const unreadCount = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCount>;

/**
 * `POST /api/admin/message/send {user_id?, title, body}`: to one user, or without `user_id` to
 * everyone (stored once).
 */
export const sendMessageRequest = z
  .object({
    user_id: id.optional(),
    title: localizedText(MESSAGE_TITLE_MAX, { enter: 'enter_title', length: 'title_length' }),
    body: localizedText(MESSAGE_BODY_MAX, { enter: 'enter_message_body', length: 'message_body_length' }),
  })
  .strict();
export type SendMessageRequest = z.input<typeof sendMessageRequest>;

export const sentMessage = z.object({
  id: z.number().int(),
  /** null: a broadcast to everyone. */
  user_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type SentMessage = z.infer<typeof sentMessage>;

/** `POST /api/admin/message/list {to?, page, limit}`: the notices admins sent, newest first. */
export const sentMessageListRequest = z
  .object({
    /** `everyone`: the broadcasts only; `user`: the notices to one user only; none: both. */
    to: z.enum(['everyone', 'user']).optional(),
    ...paging,
  })
  .strict();
export type SentMessageListRequest = z.input<typeof sentMessageListRequest>;

/** A notice as the back office lists it: every language as sent, who sent it, to whom. */
export const adminSentMessage = z.object({
  id: z.number().int(),
  /** null: a broadcast to everyone. */
  user_id: z.number().int().nullable(),
  username: z.string().nullable(),
  title: z.record(z.string(), z.string()),
  body: z.record(z.string(), z.string()),
  sender: z.string().nullable(),
  /** How many have opened it: 1 or 0 for one user's notice, the readers of a broadcast. */
  reads: z.number().int(),
  created_at: z.string(),
});
export type AdminSentMessage = z.infer<typeof adminSentMessage>;
export const adminSentMessagePage = pageOf(adminSentMessage);
