import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildUser, post } from './helper.ts';
import {
  buildBuyer,
  buildShop,
  expectLedgerBalanced,
  FUND_PASSWORD,
  fund,
  payKey,
  stockOf,
} from './order-support.ts';
import { useTestApp } from './use-test-app.ts';

// On PostgreSQL (the API pass of npm test) these checkouts really run at once on a pool of
// connections, each taking its SKUs' row locks; on PGlite they interleave on one.
const ctx = useTestApp();

describe('checkouts racing', () => {
  it('30 two-store checkouts, listed in either order, for 10 of each: exactly 10 placed, none fails with 5xx', async () => {
    const left = await buildShop(ctx, { name: 'Left', stock: 10 });
    const right = await buildShop(ctx, { name: 'Right', stock: 10 });
    const buyers = await Promise.all(Array.from({ length: 6 }, () => buildBuyer(ctx)));
    const admin = await buildUser(ctx.database, { role: 'admin' });
    for (const buyer of buyers) await fund(ctx, admin, buyer.user.id, '1000');
    const lineOf = (shop: typeof left) => ({ product_id: shop.product.id, sku_id: shop.skuId, num: 1 });

    // half list the left shop first and half the right: locks taken in request order would deadlock
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => {
        const buyer = buyers[i % buyers.length]!;
        const items = i % 2 === 0 ? [lineOf(left), lineOf(right)] : [lineOf(right), lineOf(left)];
        return post(
          ctx.app,
          '/api/order/create',
          { items, address_id: buyer.addressId },
          { token: buyer.token },
        );
      }),
    );

    expect(results.filter((r) => r.status >= 500)).toEqual([]);
    const placed = results.filter((r) => r.body.code === 1);
    expect(placed).toHaveLength(10);
    for (const refused of results.filter((r) => r.body.code !== 1)) {
      expect(refused.body.data).toEqual({ field: 'items' });
      expect(refused.body.msg).toMatch(/^Only \d+ left of Product \d+$/);
    }
    expect(await stockOf(ctx.database, left.skuId)).toBe(0);
    expect(await stockOf(ctx.database, right.skuId)).toBe(0);

    // every placed checkout is one order per store, and no two orders share a number
    const orders = placed.flatMap((r) => r.body.data.orders as { order_no: string; shop_id: number }[]);
    expect(orders).toHaveLength(20);
    expect(new Set(orders.map((order) => order.order_no)).size).toBe(20);
    for (const r of placed)
      expect(new Set(r.body.data.orders.map((order: { shop_id: number }) => order.shop_id))).toEqual(
        new Set([left.store.id, right.store.id]),
      );
  });

  it('a payment and a cancellation of one of its orders, racing: the order ends paid or cancelled, never both', async () => {
    const admin = await buildUser(ctx.database, { role: 'admin' });
    const left = await buildShop(ctx, { name: 'Left', price: '5', stock: 1000 });
    const right = await buildShop(ctx, { name: 'Right', price: '7', stock: 1000 });
    const buyer = await buildBuyer(ctx);
    await fund(ctx, admin, buyer.user.id, '1000');
    const items = [
      { product_id: left.product.id, sku_id: left.skuId, num: 1 },
      { product_id: right.product.id, sku_id: right.skuId, num: 1 },
    ];
    const created = [];
    for (let i = 0; i < 15; i += 1) {
      const { body } = await post(
        ctx.app,
        '/api/order/create',
        { items, address_id: buyer.addressId },
        { token: buyer.token },
      );
      created.push(body.data as { checkout_id: number; orders: { id: number; shop_id: number }[] });
    }

    const results = await Promise.all(
      created.flatMap((checkout) => [
        post(
          ctx.app,
          '/api/order/pay',
          { checkout_id: checkout.checkout_id, fund_password: FUND_PASSWORD },
          { token: buyer.token, headers: payKey() },
        ),
        post(
          ctx.app,
          '/api/order/cancel',
          { id: checkout.orders.find((order) => order.shop_id === left.store.id)!.id },
          { token: buyer.token },
        ),
      ]),
    );
    expect(results.filter((r) => r.status >= 500)).toEqual([]);
    expect(results.filter((r) => r.body.code !== 1)).toEqual([]);

    // whichever came first, the cancelled order holds nothing and gave its stock back; the other is paid
    const rows = await ctx.database.db.execute(sql`
      select o.store_id::int as store_id, o.status, o.held::text as held, o.total::text as total
      from orders o where o.user_id = ${buyer.user.id}`);
    const orders = (
      rows as unknown as { rows: { store_id: number; status: string; held: string; total: string }[] }
    ).rows;
    expect(orders).toHaveLength(30);
    for (const order of orders) {
      if (order.store_id === left.store.id)
        expect([order.status, Number(order.held)]).toEqual(['cancelled', 0]);
      else expect([order.status, Number(order.held)]).toEqual(['paid', Number(order.total)]);
    }
    expect(await stockOf(ctx.database, left.skuId)).toBe(1000);
    expect(await stockOf(ctx.database, right.skuId)).toBe(985);
    const me = await post(ctx.app, '/api/user/index', {}, { token: buyer.token });
    expect(me.body.data.money).toBe(String(1000 - 15 * 7));
    await expectLedgerBalanced(ctx.database);
  });
});
