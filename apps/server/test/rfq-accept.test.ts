import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recurringJobs } from '../src/jobs/recurring.ts';
import { expectLedgerBalanced } from './order-support.ts';
import { isoTime, useRfqTests } from './rfq-support.ts';

// The buyer withdraws or accepts a quote (decision 050): refusals, and the way to a paid order at
// the quoted prices, on PGlite.
const t = useRfqTests();
const { ctx } = t;

describe('the buyer withdraws or accepts', () => {
  it('cancel withdraws a requested or quoted quote; the store owner is told', async () => {
    const { buyer, quote } = await t.quoted();
    const { body } = await t.cancel(buyer, quote.id);
    expect(body.msg).toBe('The request for quotation was withdrawn');
    expect(body.data).toMatchObject({ id: quote.id, status: 'cancelled', quoted_total: '92' });
    const [message] = await t.messagesOf(ctx.shop.merchant.token);
    expect(message).toMatchObject({
      kind: 'rfq_cancelled',
      summary: `${buyer.user.username} withdrew request #${quote.id}.`,
    });
    expect((await t.cancel(buyer, quote.id)).body).toEqual({
      code: 0,
      msg: 'This quote is closed',
      data: null,
    });
    expect((await t.accept(buyer, quote.id)).body).toEqual({
      code: 0,
      msg: 'This quote is closed',
      data: null,
    });
  });

  it('accept before an answer, after expiry, twice, or to another address is refused and places nothing', async () => {
    const { buyer: early, quote: requested } = await t.requested();
    expect((await t.accept(early, requested.id)).body).toEqual({
      code: 0,
      msg: 'The store has not quoted prices yet',
      data: null,
    });
    const { buyer, quote } = await t.quoted();
    await t.rows(sql`update quotes set valid_until = now() - interval '1 second' where id = ${quote.id}`);
    expect((await t.detail(buyer, quote.id)).body.data.status).toBe('expired');
    expect((await t.list(buyer, { status: 'expired' })).body.data.total).toBe(1);
    expect((await t.accept(buyer, quote.id)).body).toEqual({
      code: 0,
      msg: 'This quote has expired; ask the store for a new one',
      data: null,
    });
    expect((await t.cancel(buyer, quote.id)).body.msg).toBe(
      'This quote has expired; ask the store for a new one',
    );
    const stranger = await t.newBuyer();
    const other = await t.quoted();
    const wrongAddress = await t.accept(other.buyer, other.quote.id, stranger.addressId);
    expect({ status: wrongAddress.status, msg: wrongAddress.body.msg }).toEqual({
      status: 404,
      msg: expect.any(String),
    });
    expect((await t.detail(other.buyer, other.quote.id)).body.data.status).toBe('quoted');
    const bad = await t.accept(other.buyer, 'x');
    expect(bad.body).toMatchObject({ code: 0, data: { field: 'id' } });
    const [orders] = await t.rows<{ n: number }>(
      sql`select count(*)::int as n from orders where user_id in (${early.user.id}, ${buyer.user.id}, ${other.buyer.user.id})`,
    );
    expect(orders!.n).toBe(0);
  });

  it('create → answer → accept → pay: one order at the quoted prices, paid and on the ledger like any order', async () => {
    const { buyer, quote } = await t.quoted();
    const stock = await t.rows<{ stock: number }>(
      sql`select stock from product_skus where id in (${ctx.shop.skuM}, ${ctx.shop.skuL}) order by id`,
    );
    const { body } = await t.accept(buyer, quote.id);
    expect(body.code, body.msg).toBe(1);
    expect(body.msg).toBe('Quote accepted: pay the order at the quoted prices');
    // 4 × 9.5 + 6 × 9 = 92, freight 3 once for the one product, tax 10% a line: 3.8 + 5.4
    expect(body.data).toMatchObject({
      checkout_id: expect.any(Number),
      total: '104.2',
      expires_at: isoTime,
      orders: [
        {
          status: 'unpaid',
          shop_id: ctx.shop.store.id,
          shop_name: 'Quote Supply',
          items_amount: '92',
          freight: '3',
          tax: '9.2',
          total: '104.2',
          items: [
            { sku_id: ctx.shop.skuM, num: 4, price: '9.5', amount: '38', size: 'M' },
            { sku_id: ctx.shop.skuL, num: 6, price: '9', amount: '54', size: 'L' },
          ],
        },
      ],
    });
    const order = body.data.orders[0];
    const after = await t.rows<{ stock: number }>(
      sql`select stock from product_skus where id in (${ctx.shop.skuM}, ${ctx.shop.skuL}) order by id`,
    );
    expect(after.map((row) => Number(row.stock))).toEqual([
      Number(stock[0]!.stock) - 4,
      Number(stock[1]!.stock) - 6,
    ]);
    const detail = await t.detail(buyer, quote.id);
    expect(detail.body.data).toMatchObject({
      status: 'accepted',
      checkout_id: body.data.checkout_id,
      order_id: order.id,
    });
    expect((await t.sellerDetail(quote.id)).body.data.status).toBe('accepted');
    const [message] = await t.messagesOf(ctx.shop.merchant.token);
    expect(message).toMatchObject({
      kind: 'rfq_accepted',
      summary: expect.stringContaining(`accepted your quote #${quote.id}: order ${order.order_no}`),
    });
    // used once
    expect((await t.accept(buyer, quote.id)).body).toEqual({
      code: 0,
      msg: 'This quote has already been accepted',
      data: null,
    });

    const paid = await t.pay(buyer, body.data.checkout_id);
    expect(paid.body.code, paid.body.msg).toBe(1);
    expect(paid.body.data).toMatchObject({
      checkout_id: body.data.checkout_id,
      order_ids: [order.id],
      total: '104.2',
      balance: '395.8',
    });
    const entries = await t.rows<{ account_type: string; amount: string; kind: string }>(sql`
      select account_type, amount::text as amount, kind from ledger_entries
      where reference = ${`checkout:${body.data.checkout_id}`} order by account_type`);
    expect(entries.map((e) => [e.kind, e.account_type, Number(e.amount)])).toEqual([
      ['payment', 'order', 104.2],
      ['payment', 'user', -104.2],
    ]);
    const seller = await ctx.app.inject({
      method: 'POST',
      url: '/api/seller/order/detail',
      payload: { id: order.id },
      headers: { token: ctx.shop.merchant.token },
    });
    expect(seller.json().data).toMatchObject({ status: 'paid', total: '104.2' });
    await expectLedgerBalanced(ctx.database);
  });

  it('stock decides at accept: too little stock refuses it and the quote stays quoted', async () => {
    const { buyer, quote } = await t.quoted();
    await t.rows(sql`update product_skus set stock = 3 where id = ${ctx.shop.skuM}`);
    const { body } = await t.accept(buyer, quote.id);
    expect(body).toMatchObject({ code: 0, msg: 'Only 3 left of Canvas tote', data: { field: 'items' } });
    expect((await t.detail(buyer, quote.id)).body.data).toMatchObject({ status: 'quoted', order_id: null });
    await t.rows(sql`update product_skus set stock = 50 where id = ${ctx.shop.skuM}`);
  });

  it('the quote clock marks lapsed quoted quotes expired and leaves valid, requested and accepted ones', async () => {
    const lapsed = await t.quoted();
    const valid = await t.quoted();
    const { quote: requested } = await t.requested();
    await t.rows(
      sql`update quotes set valid_until = now() - interval '1 minute' where id = ${lapsed.quote.id}`,
    );
    const clock = recurringJobs(ctx.database.db, ctx.config, ctx.app.log).find(
      (job) => job.name === 'quote-clock',
    );
    await clock!.run();
    const stored = await t.rows<{ id: number; status: string }>(sql`
      select id::int as id, status from quotes
      where id in (${lapsed.quote.id}, ${valid.quote.id}, ${requested.id}) order by id`);
    expect(stored).toEqual(
      [
        { id: lapsed.quote.id, status: 'expired' },
        { id: valid.quote.id, status: 'quoted' },
        { id: requested.id, status: 'requested' },
      ].sort((a, b) => a.id - b.id),
    );
    expect((await t.accept(lapsed.buyer, lapsed.quote.id)).body.msg).toBe(
      'This quote has expired; ask the store for a new one',
    );
  });
});
