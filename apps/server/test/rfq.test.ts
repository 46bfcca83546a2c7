import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dayAhead, isoTime, useRfqTests } from './rfq-support.ts';

// Requests for quotation (decision 050) through the real app on PGlite: the buyer's request, who
// may make each call, and both sides' lists. Answers: rfq-seller.test.ts; accepting: rfq-accept.test.ts.
const t = useRfqTests();
const { ctx } = t;

describe('a buyer asks for a quote', () => {
  it('create answers the request as stored, and the store owner gets a site message', async () => {
    const buyer = await t.newBuyer();
    const { body } = await t.create(buyer, { lines: t.askLines(), message: '  For our spring range ' });
    expect(body.code, body.msg).toBe(1);
    expect(body.msg).toBe('Your request for quotation was sent to the store');
    const lineOf = (skuId: number, num: number, target: string | null) => ({
      id: expect.any(Number),
      product_id: ctx.shop.product.id,
      sku_id: skuId,
      title: 'Canvas tote',
      image: expect.stringMatching(/^\/uploads\//),
      size: skuId === ctx.shop.skuM ? 'M' : 'L',
      color: 'Black',
      num,
      target_price: target,
      quoted_price: null,
      amount: null,
    });
    expect(body.data).toEqual({
      id: expect.any(Number),
      status: 'requested',
      shop_id: ctx.shop.store.id,
      shop_name: 'Quote Supply',
      buyer_name: buyer.user.username,
      message: 'For our spring range',
      seller_note: '',
      lines: [lineOf(ctx.shop.skuM, 4, '9'), lineOf(ctx.shop.skuL, 6, null)],
      quoted_total: null,
      valid_until: null,
      checkout_id: null,
      order_id: null,
      created_at: isoTime,
      updated_at: isoTime,
    });
    const [message] = await t.messagesOf(ctx.shop.merchant.token);
    expect(message).toMatchObject({
      kind: 'rfq_requested',
      title: 'New request for quotation',
      summary: expect.stringContaining(
        `${buyer.user.username} asks your store for prices on 2 product options`,
      ),
    });
    const [german] = await t.messagesOf(ctx.shop.merchant.token, 'de');
    expect(german!.title).toBe('Neue Preisanfrage');
  });

  it('refuses bad input with a translated message naming the field, and stores nothing', async () => {
    const buyer = await t.newBuyer();
    const [before] = await t.rows<{ n: number }>(sql`select count(*)::int as n from quotes`);
    const cases: [object, string, string][] = [
      [{ lines: [] }, 'lines', 'Choose at least one product option and its quantity'],
      [{}, 'lines', 'Choose at least one product option and its quantity'],
      [
        { lines: Array.from({ length: 51 }, (_, n) => ({ sku_id: n + 1, num: 1 })) },
        'lines',
        'A request for quotation holds at most 50 product options',
      ],
      [
        { lines: [{ sku_id: ctx.shop.skuM, num: 0 }] },
        'num',
        'The quantity must be a whole number from 1 to 99999',
      ],
      [
        { lines: [{ sku_id: ctx.shop.skuM, num: 1, target_price: '0' }] },
        'target_price',
        'The target price must be a price above zero such as 12 or 12.50',
      ],
      [
        { lines: [{ sku_id: ctx.shop.skuM, num: 1, target_price: '-2' }] },
        'target_price',
        'Please enter a price such as 12 or 12.50',
      ],
      [
        { lines: [{ sku_id: ctx.shop.skuM, num: 1 }], message: 'x'.repeat(1001) },
        'message',
        'The message is at most 1000 characters',
      ],
      [
        {
          lines: [
            { sku_id: ctx.shop.skuM, num: 1 },
            { sku_id: ctx.shop.skuM, num: 2 },
          ],
        },
        'lines.1.sku_id',
        'Each product option can be asked about once in a request',
      ],
      [
        {
          lines: [
            { sku_id: ctx.shop.skuM, num: 1 },
            { sku_id: ctx.other.skuId, num: 2 },
          ],
        },
        'lines.1.sku_id',
        'A request for quotation goes to one store: all products must be from the same store',
      ],
    ];
    for (const [input, field, msg] of cases) {
      const { body } = await t.create(buyer, input);
      expect({ code: body.code, msg: body.msg, data: body.data }, JSON.stringify(input).slice(0, 80)).toEqual(
        {
          code: 0,
          msg,
          data: { field },
        },
      );
    }
    const own = await t.create(ctx.shop.merchant, { lines: [{ sku_id: ctx.shop.skuM, num: 1 }] });
    expect(own.body).toEqual({
      code: 0,
      msg: 'You cannot ask your own store for a quote',
      data: { field: 'lines' },
    });
    const missing = await t.create(buyer, { lines: [{ sku_id: 999_999, num: 1 }] });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('This product option does not exist');
    const french = await t.create(buyer, { lines: [] }, 'fr');
    expect(french.body.msg).toBe('Choisissez au moins une option de produit et sa quantité');
    const [after] = await t.rows<{ n: number }>(sql`select count(*)::int as n from quotes`);
    expect(after).toEqual(before);
  });
});

describe('who may make each call', () => {
  const buyerCalls = [
    '/api/rfq/create',
    '/api/rfq/index',
    '/api/rfq/detail',
    '/api/rfq/cancel',
    '/api/rfq/accept',
  ];
  const sellerCalls = [
    '/api/seller/rfq/index',
    '/api/seller/rfq/detail',
    '/api/seller/rfq/answer',
    '/api/seller/rfq/decline',
  ];

  it('answers 401 to a visitor on every call and 403 to a buyer on the seller calls', async () => {
    for (const url of [...buyerCalls, ...sellerCalls]) {
      const { status, body } = await ctx.app
        .inject({ method: 'POST', url, payload: {} })
        .then((r) => ({ status: r.statusCode, body: r.json() }));
      expect({ url, status, code: body.code }).toEqual({ url, status: 401, code: 401 });
    }
    const buyer = await t.newBuyer();
    for (const url of sellerCalls) {
      const { statusCode, body } = await ctx.app
        .inject({ method: 'POST', url, payload: { id: 1 }, headers: { token: buyer.token } })
        .then((r) => ({ statusCode: r.statusCode, body: r.json() }));
      expect({ url, statusCode, msg: body.msg }).toEqual({
        url,
        statusCode: 403,
        msg: 'You do not have permission to do this',
      });
    }
  });

  it("another buyer's quote and another store's quote are not found, and nothing moves", async () => {
    const { buyer, quote } = await t.requested();
    const stranger = await t.newBuyer();
    for (const answer of [
      await t.detail(stranger, quote.id),
      await t.cancel(stranger, quote.id),
      await t.accept(stranger, quote.id),
      await t.sellerDetail(quote.id, ctx.other.merchant),
      await t.decline({ id: quote.id, reason: 'no' }, ctx.other.merchant),
      await t.answer(
        {
          id: quote.id,
          lines: quote.lines.map((line) => ({ line_id: line.id, price: '1' })),
          valid_until: dayAhead(3),
        },
        ctx.other.merchant,
      ),
    ]) {
      expect({ status: answer.status, msg: answer.body.msg }).toEqual({
        status: 404,
        msg: 'This quote does not exist',
      });
    }
    expect((await t.list(stranger)).body.data).toEqual({ list: [], total: 0, page: 1, limit: 20 });
    expect((await t.sellerList(ctx.other.merchant)).body.data.total).toBe(0);
    expect((await t.detail(buyer, quote.id)).body.data.status).toBe('requested');
  });
});

describe('lists', () => {
  it('both sides list their quotes newest first, by status and the open and closed filters', async () => {
    const buyer = await t.newBuyer();
    const ids: number[] = [];
    for (let n = 0; n < 3; n += 1)
      ids.push((await t.create(buyer, { lines: [{ sku_id: ctx.shop.skuM, num: n + 1 }] })).body.data.id);
    await t.cancel(buyer, ids[0]);
    const mine = await t.list(buyer);
    expect(mine.body.data).toMatchObject({ total: 3, page: 1, limit: 20 });
    expect(mine.body.data.list.map((q: { id: number; status: string }) => [q.id, q.status])).toEqual([
      [ids[2], 'requested'],
      [ids[1], 'requested'],
      [ids[0], 'cancelled'],
    ]);
    const ofStatus = async (status: string) =>
      (await t.list(buyer, { status })).body.data.list.map((q: { id: number }) => q.id);
    expect(await ofStatus('open')).toEqual([ids[2], ids[1]]);
    expect(await ofStatus('closed')).toEqual([ids[0]]);
    expect(await ofStatus('cancelled')).toEqual([ids[0]]);
    expect(await ofStatus('quoted')).toEqual([]);
    const paged = await t.list(buyer, { page: 2, limit: 2 });
    expect(paged.body.data).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(paged.body.data.list.map((q: { id: number }) => q.id)).toEqual([ids[0]]);
    const bad = await t.list(buyer, { status: 'paid' });
    expect(bad.body).toMatchObject({ code: 0, data: { field: 'status' } });
    expect(bad.body.msg).toMatch(/^Choose a quote status/);
    const store = await t.sellerList(ctx.shop.merchant, { status: 'requested' });
    expect(store.body.data.list.map((q: { id: number }) => q.id).slice(0, 2)).toEqual([ids[2], ids[1]]);
    expect(store.body.data.list[0]).toMatchObject({
      buyer_name: buyer.user.username,
      shop_name: 'Quote Supply',
    });
  });
});
