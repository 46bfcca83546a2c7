import { QUOTE_VALID_MAX_DAYS, QUOTE_VALID_MIN_DAYS, type Quote } from '@market/contract';
import { Decimal } from 'decimal.js';
import type { Db } from '../../db/client.ts';
import { fail, notFound } from '../../lib/app-error.ts';
import { formatMoney } from '../../lib/money.ts';
import { notify } from '../message/index.ts';
import { presentQuote } from './present.ts';
import * as queries from './queries.ts';

// The seller's side (decision 050): the routes resolve the caller's own store, and every id is
// looked up within it, so another store's quote is not found.

const DAY_MS = 86_400_000;

/**
 * The instant a quote valid "until" `day` lapses: the end of that day (UTC). The day must be 1 to
 * 90 days after today (UTC), so a quote is never valid for less than the rest of today and a day.
 */
export function validUntilOf(day: string, now = new Date()): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const start = Date.parse(`${day}T00:00:00Z`);
  const days = Math.round((start - today) / DAY_MS);
  if (!(days >= QUOTE_VALID_MIN_DAYS && days <= QUOTE_VALID_MAX_DAYS))
    throw fail('msg.quote_valid_until_range', {
      field: 'valid_until',
      params: { min: QUOTE_VALID_MIN_DAYS, max: QUOTE_VALID_MAX_DAYS },
    });
  return new Date(start + DAY_MS);
}

/**
 * The seller prices every line of a requested quote (each line once, no other) and says until when;
 * the quote moves requested → quoted in one conditional UPDATE (a buyer's cancel at the same moment
 * wins or loses whole), and the buyer gets a site message.
 */
export function answerQuote(
  db: Db,
  storeId: number,
  body: { id: number; lines: { line_id: number; price: string }[]; valid_until: string; note: string },
): Promise<Quote> {
  const validUntil = validUntilOf(body.valid_until);
  const owner = { storeId };
  return db.transaction(async (tx) => {
    const row = await queries.findQuote(tx, owner, body.id);
    if (!row) throw notFound('msg.quote_not_found');
    const lines = await queries.linesOf(tx, [body.id]);
    const priced = new Set(body.lines.map((line) => line.line_id));
    const isEveryLine =
      priced.size === body.lines.length &&
      lines.length === priced.size &&
      lines.every((line) => priced.has(line.id));
    if (!isEveryLine) throw fail('msg.quote_price_every_line', { field: 'lines' });
    const moved = await queries.moveQuote(tx, owner, body.id, 'requested', {
      status: 'quoted',
      validUntil,
      sellerNote: body.note,
    });
    if (!moved) throw fail('msg.quote_cannot_answer');
    await queries.setQuotedPrices(
      tx,
      body.id,
      body.lines.map((line) => ({ lineId: line.line_id, price: line.price })),
    );
    const prices = new Map(body.lines.map((line) => [line.line_id, line.price]));
    const total = lines.reduce(
      (sum, line) => sum.plus(new Decimal(prices.get(line.id)!).times(line.num)),
      new Decimal(0),
    );
    await notify(tx, row.userId, 'rfq_answered', {
      quote_id: body.id,
      store_name: row.storeName,
      total: formatMoney(total.toFixed()),
      valid_until: body.valid_until,
    });
    const after = (await queries.findQuote(tx, owner, body.id))!;
    return presentQuote(after, await queries.linesOf(tx, [body.id]));
  });
}

/** The seller will not quote a requested quote; the buyer reads the reason in a site message. */
export function declineQuote(db: Db, storeId: number, body: { id: number; reason: string }): Promise<Quote> {
  const owner = { storeId };
  return db.transaction(async (tx) => {
    const moved = await queries.moveQuote(tx, owner, body.id, 'requested', {
      status: 'declined',
      sellerNote: body.reason,
    });
    const row = await queries.findQuote(tx, owner, body.id);
    if (!row) throw notFound('msg.quote_not_found');
    if (!moved) throw fail('msg.quote_cannot_answer');
    await notify(tx, row.userId, 'rfq_declined', {
      quote_id: body.id,
      store_name: row.storeName,
      reason: body.reason,
    });
    return presentQuote(row, await queries.linesOf(tx, [body.id]));
  });
}
