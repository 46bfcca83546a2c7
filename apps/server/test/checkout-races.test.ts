import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, post, type TestContext } from './helper.ts';
import { buildBuyer, buildShop } from './order-support.ts';

// On PostgreSQL (the API pass of npm test) these checkouts really run at once on a pool of
// connections, each taking its SKUs' row locks; on PGlite they interleave on one.
let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

async function stockOf(skuId: number): Promise<number> {
  const result = await ctx.database.db.execute(sql`select stock from product_skus where id = ${skuId}`);
  return Number((result as unknown as { rows: { stock: number }[] }).rows[0]!.stock);
}

describe('checkouts racing for the last stock', () => {
  it('30 two-store checkouts, listed in either order, for 10 of each: exactly 10 placed, none fails with 5xx', async () => {
    const left = await buildShop(ctx, { name: 'Left', stock: 10 });
    const right = await buildShop(ctx, { name: 'Right', stock: 10 });
    const buyers = await Promise.all(Array.from({ length: 6 }, () => buildBuyer(ctx)));
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
    expect(await stockOf(left.skuId)).toBe(0);
    expect(await stockOf(right.skuId)).toBe(0);

    // every placed checkout is one order per store, and no two orders share a number
    const orders = placed.flatMap((r) => r.body.data.orders as { order_no: string; shop_id: number }[]);
    expect(orders).toHaveLength(20);
    expect(new Set(orders.map((order) => order.order_no)).size).toBe(20);
    for (const r of placed)
      expect(new Set(r.body.data.orders.map((order: { shop_id: number }) => order.shop_id))).toEqual(
        new Set([left.store.id, right.store.id]),
      );
  });
});
