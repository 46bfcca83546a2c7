import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runQuoteClock } from '../src/modules/rfq/index.ts';
import { expectLedgerBalanced, stockOf } from './order-support.ts';
import { dayAhead, useRfqTests } from './rfq-support.ts';

// On PostgreSQL (this file's only engine) the quote's steps really run at once on a pool of
// connections: the conditional UPDATE on the quote's row must let exactly one of them through.
const t = useRfqTests();
const { ctx } = t;
const ok = (answer: { body: { code: number } }) => answer.body.code === 1;
const idList = (ids: number[]) => `{${ids.join(',')}}`;

/** Per quote, in the order of `ids`: its stored status, its order, and how many orders its checkout has. */
async function outcomes(ids: number[]) {
  const rows = await t.rows<{
    id: number;
    status: string;
    order_id: number | null;
    orders: number;
    in_time: boolean | null;
  }>(sql`
    select q.id::int as id, q.status, q.order_id::int as order_id,
      (select count(*)::int from orders o where o.checkout_id = q.checkout_id) as orders,
      case when q.status = 'accepted' then q.updated_at < q.valid_until end as in_time
    from quotes q where q.id = any(${idList(ids)}::bigint[])`);
  return ids.map((id) => rows.find((row) => row.id === id)!);
}

describe('quotes racing on PostgreSQL', () => {
  it('a quote accepted twice at once makes one checkout; the other accept is refused', async () => {
    const quoted = await Promise.all(Array.from({ length: 6 }, () => t.quoted()));
    const before = await stockOf(ctx.database, ctx.shop.skuM);
    const answers = await Promise.all(
      quoted.flatMap(({ buyer, quote }) => [t.accept(buyer, quote.id), t.accept(buyer, quote.id)]),
    );
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    for (let n = 0; n < quoted.length; n += 1) {
      const pair = answers.slice(n * 2, n * 2 + 2);
      expect(pair.filter(ok)).toHaveLength(1);
      expect(pair.find((answer) => !ok(answer))!.body).toEqual({
        code: 0,
        msg: 'This quote has already been accepted',
        data: null,
      });
    }
    const rows = await outcomes(quoted.map(({ quote }) => quote.id));
    expect(rows.map((row) => [row.status, row.orders, row.in_time])).toEqual(
      rows.map(() => ['accepted', 1, true]),
    );
    const [orders] = await t.rows<{ n: number }>(sql`select count(*)::int as n from orders
      where user_id = any(${idList(quoted.map(({ buyer }) => buyer.user.id))}::bigint[])`);
    expect(orders!.n).toBe(quoted.length);
    expect(await stockOf(ctx.database, ctx.shop.skuM)).toBe(before - 4 * quoted.length);
    // each accepted quote's order is paid once, like any checkout
    const accepted = answers.filter(ok);
    for (const [n, answer] of accepted.entries()) {
      const paid = await t.pay(quoted[n]!.buyer, answer.body.data.checkout_id);
      expect(paid.body.code, paid.body.msg).toBe(1);
    }
    await expectLedgerBalanced(ctx.database);
    await t.rows(sql`update product_skus set stock = 50 where id in (${ctx.shop.skuM}, ${ctx.shop.skuL})`);
  });

  it('a quote accepted as it expires is used once or refused, never an order on an expired quote', async () => {
    const quoted = await Promise.all(Array.from({ length: 8 }, () => t.quoted()));
    // each lapses a little later than the one before, while accepts and clock ticks arrive; the
    // first holds for a minute and the last has lapsed already, so both outcomes are seen
    for (const [n, { quote }] of quoted.entries()) {
      const seconds = n === 0 ? 60 : n === quoted.length - 1 ? -1 : 0.05 + n * 0.04;
      await t.rows(sql`update quotes set valid_until = now() + make_interval(secs => ${seconds})
        where id = ${quote.id}`);
    }
    const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const clock = async () => {
      for (let tick = 0; tick < 8; tick += 1) {
        await runQuoteClock(ctx.database.db, { logger: ctx.app.log });
        await later(30);
      }
    };
    const [answers] = await Promise.all([
      Promise.all(
        quoted.map(async ({ buyer, quote }, n) => (await later(n * 30), t.accept(buyer, quote.id))),
      ),
      clock(),
    ]);
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    const rows = await outcomes(quoted.map(({ quote }) => quote.id));
    for (const [n, row] of rows.entries()) {
      if (ok(answers[n]!)) {
        expect(row).toMatchObject({ status: 'accepted', orders: 1, in_time: true });
      } else {
        expect(answers[n]!.body).toEqual({
          code: 0,
          msg: 'This quote has expired; ask the store for a new one',
          data: null,
        });
        expect(row).toMatchObject({ status: 'expired', order_id: null, orders: 0 });
      }
    }
    expect(ok(answers[0]!)).toBe(true);
    expect(ok(answers.at(-1)!)).toBe(false);
    // whatever the timing, the clock has marked every lapsed quote that nobody took in time
    expect(rows.filter((row) => row.status === 'quoted')).toEqual([]);
    const [expiredWithOrder] = await t.rows<{ n: number }>(sql`select count(*)::int as n from quotes
      where status = 'expired' and (order_id is not null or checkout_id is not null)`);
    expect(expiredWithOrder!.n).toBe(0);
    await t.rows(sql`update product_skus set stock = 50 where id in (${ctx.shop.skuM}, ${ctx.shop.skuL})`);
  });

  it('an answer racing a withdrawal: the withdrawal always stands; the prices only if the answer came first', async () => {
    const requested = await Promise.all(Array.from({ length: 8 }, () => t.requested()));
    const answers = await Promise.all(
      requested.flatMap(({ buyer, quote }, n) => {
        const answer = t.answer({
          id: quote.id,
          lines: quote.lines.map((line) => ({ line_id: line.id, price: '7' })),
          valid_until: dayAhead(3),
        });
        const cancel = t.cancel(buyer, quote.id);
        return n % 2 ? [answer, cancel] : [cancel, answer];
      }),
    );
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    for (const [n, { buyer, quote }] of requested.entries()) {
      const pair = answers.slice(n * 2, n * 2 + 2);
      const answer = n % 2 ? pair[0]! : pair[1]!;
      const cancel = n % 2 ? pair[1]! : pair[0]!;
      expect(cancel.body.code, cancel.body.msg).toBe(1);
      const detail = (await t.detail(buyer, quote.id)).body.data;
      expect(detail.status).toBe('cancelled');
      const kinds = (await t.messagesOf(buyer.token)).map((message) => message.kind);
      if (ok(answer)) {
        expect(detail.quoted_total).toBe('70');
        expect(kinds).toEqual(['rfq_answered']);
      } else {
        expect(answer.body).toEqual({
          code: 0,
          msg: 'This request has already been answered, declined or withdrawn',
          data: null,
        });
        expect(detail).toMatchObject({ quoted_total: null, valid_until: null });
        expect(kinds).toEqual([]);
      }
    }
  });

  it('an accept racing a withdrawal: exactly one wins, and an order exists only if the accept did', async () => {
    const quoted = await Promise.all(Array.from({ length: 6 }, () => t.quoted()));
    const answers = await Promise.all(
      quoted.flatMap(({ buyer, quote }) => [t.accept(buyer, quote.id), t.cancel(buyer, quote.id)]),
    );
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    const rows = await outcomes(quoted.map(({ quote }) => quote.id));
    for (const [n, row] of rows.entries()) {
      const [accept, cancel] = [answers[n * 2]!, answers[n * 2 + 1]!];
      expect([accept, cancel].filter(ok)).toHaveLength(1);
      expect(row).toMatchObject(
        ok(accept) ? { status: 'accepted', orders: 1 } : { status: 'cancelled', order_id: null, orders: 0 },
      );
    }
    await t.rows(sql`update product_skus set stock = 50 where id in (${ctx.shop.skuM}, ${ctx.shop.skuL})`);
  });
});
