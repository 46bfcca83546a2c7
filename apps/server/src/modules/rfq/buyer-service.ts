import type {
  OrderCreateResponse,
  Quote,
  QuoteFilter,
  QuotePage,
  quoteCreateRequest,
} from '@market/contract';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { fail, notFound } from '../../lib/app-error.ts';
import { retryTransaction } from '../../lib/db-errors.ts';
import { offsetOf, type PageParams } from '../../lib/paging.ts';
import { notify } from '../message/index.ts';
import { placeQuotedCheckout } from '../order/index.ts';
import { presentQuote } from './present.ts';
import * as queries from './queries.ts';

// The buyer's side of requests for quotation (decision 050): every id is looked up among the
// caller's own quotes, so another buyer's is not found.

type CreateBody = z.output<typeof quoteCreateRequest>;

/** One quote of the owner as the wire shows it, read inside `db` (a transaction sees its own writes). */
export async function readQuote(db: Db | Tx, owner: queries.Owner, id: number): Promise<Quote> {
  const row = await queries.findQuote(db, owner, id);
  if (!row) throw notFound('msg.quote_not_found');
  return presentQuote(row, await queries.linesOf(db, [id]));
}

export async function listQuotes(
  db: Db,
  owner: queries.Owner,
  params: PageParams & { status: QuoteFilter },
): Promise<QuotePage> {
  const { rows, total } = await queries.listQuotes(db, owner, {
    filter: params.status,
    limit: params.limit,
    offset: offsetOf(params),
  });
  const lines = await queries.linesOf(
    db,
    rows.map((row) => row.id),
  );
  return { list: rows.map((row) => presentQuote(row, lines)), total, page: params.page, limit: params.limit };
}

/**
 * Checks the asked SKUs (each once, on sale, all of one open store that is not the buyer's own) and
 * writes the request; the store's owner gets a site message in the same transaction.
 */
export async function createQuote(db: Db, userId: number, body: CreateBody): Promise<Quote> {
  const field = (n: number) => `lines.${n}.sku_id`;
  const seen = new Set<number>();
  body.lines.forEach((line, n) => {
    if (seen.has(line.sku_id)) throw fail('msg.quote_duplicate_sku', { field: field(n) });
    seen.add(line.sku_id);
  });
  const skus = new Map(
    (
      await queries.loadAskedSkus(
        db,
        body.lines.map((line) => line.sku_id),
      )
    ).map((sku) => [sku.skuId, sku]),
  );
  const asked = body.lines.map((line, n) => {
    const sku = skus.get(line.sku_id);
    if (!sku) throw notFound('msg.sku_not_found');
    if (!sku.isOnSale || sku.storeStatus !== 'open')
      throw fail('msg.product_off_sale', { params: { title: sku.title }, field: field(n) });
    if (sku.storeId !== skus.get(body.lines[0]!.sku_id)!.storeId)
      throw fail('msg.quote_one_store', { field: field(n) });
    return { line, sku };
  });
  const store = asked[0]!.sku;
  if (store.storeOwnerId === userId) throw fail('msg.quote_own_store', { field: 'lines' });
  return db.transaction(async (tx) => {
    const id = await queries.insertQuote(tx, {
      userId,
      storeId: store.storeId,
      message: body.message,
      lines: asked.map(({ line, sku }) => ({
        productId: sku.productId,
        skuId: sku.skuId,
        title: sku.title,
        image: sku.image,
        size: sku.size,
        color: sku.color,
        num: line.num,
        targetPrice: line.target_price ?? null,
      })),
    });
    const quote = await readQuote(tx, { userId }, id);
    if (store.storeOwnerId !== null)
      await notify(tx, store.storeOwnerId, 'rfq_requested', {
        quote_id: id,
        buyer_name: quote.buyer_name,
        lines: quote.lines.length,
      });
    return quote;
  });
}

/** Why a quote did not move: not the caller's (404), or its status as a translated refusal. */
async function refusal(tx: Tx, owner: queries.Owner, id: number, byStatus: Record<string, string>) {
  const row = await queries.findQuote(tx, owner, id);
  if (!row) return notFound('msg.quote_not_found');
  return fail(byStatus[row.status] ?? 'msg.quote_closed');
}

/** The buyer withdraws a quote still requested or quoted (and valid); the seller is told. */
export function cancelQuote(db: Db, userId: number, id: number): Promise<Quote> {
  return db.transaction(async (tx) => {
    const owner = { userId };
    if (!(await queries.moveQuote(tx, owner, id, 'open', { status: 'cancelled' })))
      throw await refusal(tx, owner, id, { expired: 'msg.quote_expired', accepted: 'msg.quote_used' });
    const row = (await queries.findQuote(tx, owner, id))!;
    if (row.storeOwnerId !== null)
      await notify(tx, row.storeOwnerId, 'rfq_cancelled', { quote_id: id, buyer_name: row.buyerName });
    return presentQuote(row, await queries.linesOf(tx, [id]));
  });
}

/**
 * Accepting is one transaction: the quote moves quoted → accepted only while it is still valid
 * (the conditional UPDATE holds its row, so a second accept at once finds it accepted and is
 * refused), then its lines are placed as a checkout at the quoted prices, reserving stock; if that
 * fails (stock gone, store on holiday) everything rolls back and the quote stays quoted.
 */
export function acceptQuote(
  db: Db,
  userId: number,
  body: { id: number; address_id: number },
  payMinutes: number,
): Promise<OrderCreateResponse> {
  return retryTransaction(() =>
    db.transaction(async (tx) => {
      const owner = { userId };
      if (!(await queries.moveQuote(tx, owner, body.id, 'quoted', { status: 'accepted' })))
        throw await refusal(tx, owner, body.id, {
          requested: 'msg.quote_not_quoted',
          expired: 'msg.quote_expired',
          accepted: 'msg.quote_used',
        });
      const lines = await queries.linesOf(tx, [body.id]);
      const placed = await placeQuotedCheckout(tx, userId, {
        addressId: body.address_id,
        payMinutes,
        lines: lines.map((line) => ({ product_id: line.productId, sku_id: line.skuId, num: line.num })),
        quoted: new Map(lines.map((line) => [line.skuId, line.quotedPrice!])),
      });
      const order = placed.orders[0]!;
      await queries.recordAcceptance(tx, body.id, { checkoutId: placed.checkout_id, orderId: order.id });
      const row = (await queries.findQuote(tx, owner, body.id))!;
      if (row.storeOwnerId !== null)
        await notify(tx, row.storeOwnerId, 'rfq_accepted', {
          quote_id: body.id,
          buyer_name: row.buyerName,
          order_no: order.order_no,
        });
      return placed;
    }),
  );
}
