import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { runOrderClock } from '../src/modules/order/index.ts';
import { post } from './helper.ts';
import { buildShop, expectLedgerBalanced, FUND_PASSWORD, payKey, stockOf } from './order-support.ts';
import { useSellerOrderTests } from './seller-orders-support.ts';

// On PostgreSQL (this file's only engine) the receipts and the order clock really run at once on
// a pool of connections: each order is settled, and its commission taken, exactly once.
const { ctx, rows, buyer, order, ship } = useSellerOrderTests();
const logger = { info: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

describe('receipt racing the order clock', () => {
  it('40 shipped orders, their buyers confirming while three clock ticks auto-receive: one settlement each', async () => {
    await ctx.database.db.execute(sql`update product_skus set stock = 1000 where id = ${ctx.shop.skuId}`);
    const buyers = await Promise.all(Array.from({ length: 8 }, () => buyer()));
    const orders: { id: number; token: string }[] = [];
    for (let i = 0; i < 40; i += 1) {
      const from = buyers[i % buyers.length]!;
      const id = await order(from, { num: 1 + (i % 3) });
      await ship(id);
      orders.push({ id, token: from.token });
    }
    const ids = orders.map((o) => o.id);
    const [before] = await rows<{ balance: string }>(
      sql`select balance::text from stores where id = ${ctx.shop.store.id}`,
    );

    const clock = () => runOrderClock(ctx.database.db, { autoReceiveDays: 0, logger });
    const results = await Promise.all([
      clock(),
      ...orders.map((o) => post(ctx.app, '/api/order/receive', { id: o.id }, { token: o.token })),
      clock(),
      clock(),
    ]);
    const answers = results.filter((r): r is Awaited<ReturnType<typeof post>> => r !== undefined);
    expect(answers.filter((r) => r.status >= 500)).toEqual([]);
    for (const answer of answers.filter((r) => r.body.code !== 1))
      expect(answer.body.msg).toBe('Only shipped orders can be confirmed as received');
    await clock(); // whatever the buyers did not confirm and the ticks skipped as locked

    const states = await rows<{ status: string; held: string; commission: string; total: string }>(
      sql`select status, held::text, commission::text, total::text from orders where id = any(${`{${ids.join(',')}}`}::bigint[])`,
    );
    expect(states.every((s) => s.status === 'received' && Number(s.held) === 0)).toBe(true);
    const settlements = await rows<{ reference: string; account_type: string; n: number }>(sql`
      select reference, account_type, count(*)::int as n from ledger_entries
      where kind = 'proceeds' and reference = any(${`{${ids.map((id) => `order:${id}`).join(',')}}`}::text[])
      group by reference, account_type`);
    // per order: one entry out of its escrow, one into the store, one into the commission account
    expect(settlements).toHaveLength(ids.length * 3);
    expect(settlements.every((s) => s.n === 1)).toBe(true);

    const expected = states.reduce((sum, s) => sum + Number(s.total) - Number(s.commission), 0);
    const commission = states.reduce((sum, s) => sum + Number(s.commission), 0);
    expect(commission).toBeCloseTo(states.reduce((sum, s) => sum + Number(s.total), 0) * 0.05, 8);
    const [after] = await rows<{ balance: string }>(
      sql`select balance::text from stores where id = ${ctx.shop.store.id}`,
    );
    expect(Number(after!.balance) - Number(before!.balance)).toBeCloseTo(expected, 8);
    await expectLedgerBalanced(ctx.database);
  });
});

describe('buyers racing for a seller’s last unit', () => {
  it('two buyers order the last unit at once: exactly one gets it, and its seller sees it once paid', async () => {
    const lastOne = await buildShop(ctx, { name: 'Last Unit Traders', price: '15', stock: 1 });
    const [ann, ben] = await Promise.all([buyer(), buyer()]);
    const attempts = await Promise.all(
      [ann, ben].map((from) =>
        post(
          ctx.app,
          '/api/order/create',
          {
            items: [{ product_id: lastOne.product.id, sku_id: lastOne.skuId, num: 1 }],
            address_id: from.addressId,
          },
          { token: from.token },
        ),
      ),
    );
    expect(attempts.map((a) => a.status)).toEqual([200, 200]);
    const placed = attempts.filter((a) => a.body.code === 1);
    expect(placed).toHaveLength(1);
    const refused = attempts.find((a) => a.body.code !== 1)!;
    expect(refused.body).toMatchObject({ code: 0, data: { field: 'items' } });
    expect(refused.body.msg).toMatch(/^Only 0 left of /);
    expect(await stockOf(ctx.database, lastOne.skuId)).toBe(0);
    const list = () => post(ctx.app, '/api/seller/order/index', {}, { token: lastOne.merchant.token });
    expect((await list()).body.data).toMatchObject({ list: [], total: 0 });
    const winner = [ann, ben][attempts.indexOf(placed[0]!)]!;
    const paid = await post(
      ctx.app,
      '/api/order/pay',
      { checkout_id: placed[0]!.body.data.checkout_id, fund_password: FUND_PASSWORD },
      { token: winner.token, headers: payKey() },
    );
    expect(paid.body.code, paid.body.msg).toBe(1);
    expect((await list()).body.data).toMatchObject({ total: 1, list: [{ status: 'paid', total: '15' }] });
    await expectLedgerBalanced(ctx.database);
  });
});
