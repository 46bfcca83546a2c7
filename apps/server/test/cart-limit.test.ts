import { MAX_CART_LINES } from '@market/contract';
import { describe, expect, it } from 'vitest';
import { useCartTests } from './cart-support.ts';
import { buildUser } from './helper.ts';

const { ctx, call, add, fill, storedOf } = useCartTests();
const MAX = MAX_CART_LINES;

describe(`the ${MAX}-line limit`, () => {
  it('refuses one line more on add and set, but still changes the lines there are', async () => {
    const kim = await buildUser(ctx.database);
    const full = ctx.bulk.skuIds.slice(0, MAX);
    await fill(kim, full);
    expect((await call(kim, '/api/cart/index')).body.data.list).toHaveLength(MAX);

    for (const url of ['/api/cart/add', '/api/cart/set']) {
      const { status, body } = await call(kim, url, { sku_id: ctx.bulk.skuIds[MAX], num: 1 });
      expect(status).toBe(200);
      expect(body).toEqual({ code: 0, msg: `The cart can hold at most ${MAX} lines`, data: null });
    }
    const stored = await storedOf(kim.user.id);
    expect(stored).toHaveLength(MAX);
    expect(stored.map(([skuId]) => skuId)).toEqual(full);

    expect((await add(kim, full[0]!, 4)).body.data).toEqual({
      count: MAX + 4,
      line_count: MAX,
      // every line of the product is in the answer: all of Bulk Goods' SKUs are one product
      items: full.map((sku_id, i) => ({ sku_id, num: i === 0 ? 5 : 1, price: '1' })),
    });
    expect((await call(kim, '/api/cart/set', { sku_id: full[1], num: 7 })).body.code).toBe(1);
    expect((await storedOf(kim.user.id)).slice(0, 2)).toEqual([
      [full[0], 5],
      [full[1], 7],
    ]);

    // after removing a line there is room again
    await call(kim, '/api/cart/del', { sku_ids: [full[MAX - 1]] });
    expect((await add(kim, ctx.bulk.skuIds[MAX]!, 1)).body.code).toBe(1);
    expect(await storedOf(kim.user.id)).toHaveLength(MAX);
  });

  it('holds when many adds race for the last free line', async () => {
    const uma = await buildUser(ctx.database);
    await fill(uma, ctx.bulk.skuIds.slice(0, MAX - 1));
    const results = await Promise.all(
      ctx.bulk.skuIds.slice(MAX - 1, MAX + 59).map((skuId) => add(uma, skuId, 1)),
    );
    expect(results.filter((result) => result.body.code === 1)).toHaveLength(1);
    expect(await storedOf(uma.user.id)).toHaveLength(MAX);
  });

  it('keeps the lines added first when a merge goes past it', async () => {
    const lena = await buildUser(ctx.database);
    const early = ctx.bulk.skuIds.slice(0, MAX - 50);
    await fill(lena, early, 2);
    // 50 lines already there (one with a larger quantity), then 100 new ones of which 50 fit
    const incoming = ctx.bulk.skuIds
      .slice(MAX - 100, MAX + 50)
      .map((sku_id) => ({ sku_id, num: sku_id === early[early.length - 1] ? 9 : 1 }));
    const { body } = await call(lena, '/api/cart/merge', { items: incoming });
    expect(body.code).toBe(1);
    const expected = [
      ...early.map((skuId) => [skuId, skuId === early[early.length - 1] ? 9 : 2]),
      ...ctx.bulk.skuIds.slice(MAX - 50, MAX).map((skuId) => [skuId, 1]),
    ];
    expect(body.data.list.map((line: { sku_id: number; num: number }) => [line.sku_id, line.num])).toEqual(
      expected,
    );
    expect(await storedOf(lena.user.id)).toEqual(expected);
  });

  it('keeps the cart’s own lines when it is full and a merge brings only new ones', async () => {
    const mona = await buildUser(ctx.database);
    await fill(mona, ctx.bulk.skuIds.slice(0, MAX - 1));
    await add(mona, ctx.bulk.skuIds[MAX + 59]!, 1);
    const before = await storedOf(mona.user.id);
    const { body } = await call(mona, '/api/cart/merge', {
      items: ctx.bulk.skuIds.slice(MAX, MAX + 10).map((sku_id) => ({ sku_id, num: 3 })),
    });
    expect(body.data.list).toHaveLength(MAX);
    expect(await storedOf(mona.user.id)).toEqual(before);
  });
});
