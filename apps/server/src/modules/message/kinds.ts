import type { Language } from '@market/contract';
import { translate } from '../../i18n/index.ts';
import { type LocalizedText, localize } from '../../lib/localize.ts';

/**
 * The parameters of each event's message, filled into `message.<kind>.title` and `.body` of the
 * server dictionaries when the message is read, so it reads in the reader's current language.
 */
export interface EventParams {
  order_shipped: { order_no: string };
  recharge_approved: { amount: string; currency: string };
  recharge_rejected: { reason: string };
  withdrawal_paid: { amount: string; currency: string };
  withdrawal_rejected: { reason: string };
  merchant_approved: { store_name: string };
  merchant_rejected: { reason: string };
  loan_approved: { amount: string; currency: string };
  loan_rejected: { reason: string };
  product_taken_down: { title: string; reason: string };
  product_restored: { title: string };
  // requests for quotation (decision 050): to the store's owner, then to the buyer, then the owner
  rfq_requested: { quote_id: number; buyer_name: string; lines: number };
  rfq_answered: { quote_id: number; store_name: string; total: string; valid_until: string };
  rfq_declined: { quote_id: number; store_name: string; reason: string };
  rfq_accepted: { quote_id: number; buyer_name: string; order_no: string };
  rfq_cancelled: { quote_id: number; buyer_name: string };
}
export type EventKind = keyof EventParams;

/** A stored message as far as its wording needs it. */
export interface Wordable {
  kind: string;
  params: Record<string, string | number>;
  title: LocalizedText | null;
  body: LocalizedText | null;
}

/** A message's title and text in `lang`: an admin's text in that language (else English), or the event's. */
export function wordMessage(message: Wordable, lang: Language): { title: string; body: string } {
  if (message.title && message.body) {
    return { title: localize(message.title, lang), body: localize(message.body, lang) };
  }
  return {
    title: translate(lang, `message.${message.kind}.title`, message.params),
    body: translate(lang, `message.${message.kind}.body`, message.params),
  };
}

const SUMMARY_LENGTH = 80;

/** The start of a text for the list: one line, at most 80 characters (not cutting a character in two). */
export function summaryOf(body: string): string {
  const line = body.replace(/\s+/g, ' ').trim();
  const characters = Array.from(line);
  return characters.length <= SUMMARY_LENGTH ? line : `${characters.slice(0, SUMMARY_LENGTH - 1).join('')}…`;
}
