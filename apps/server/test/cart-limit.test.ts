import { describe, expect, it } from 'vitest';
import { useCartTests } from './cart-support.ts';
import { buildUser } from './helper.ts';

const { ctx, call, add, storedOf } = useCartTests();

describe('the 200-line limit', () => {
  it('refuses a 201st line on add and set, but still changes the lines there are', async () => {
    const kim = await buildUser(ctx.database);
    const first200 = ctx.bulk.skuIds.slice(0, 200);
    const filled = await call(kim, '/api/cart/merge', {
      items: first200.map((sku_id) => ({ sku_id, num: 1 })),
    });
    expect(filled.body.data.list).toHaveLength(200);

    for (const url of ['/api/cart/add', '/api/cart/set']) {
      const { status, body } = await call(kim, url, { sku_id: ctx.bulk.skuIds[200], num: 1 });
      expect(status).toBe(200);
      expect(body).toEqual({ code: 0, msg: 'The cart can hold at most 200 lines', data: null });
    }
    const stored = await storedOf(kim.user.id);
    expect(stored).toHaveLength(200);
    expect(stored.map(([skuId]) => skuId)).toEqual(first200);

    expect((await add(kim, first200[0]!, 4)).body.code).toBe(1);
    expect((await call(kim, '/api/cart/set', { sku_id: first200[1], num: 7 })).body.code).toBe(1);
    expect((await storedOf(kim.user.id)).slice(0, 2)).toEqual([
      [first200[0], 5],
      [first200[1], 7],
    ]);

    // after removing a line there is room again
    await call(kim, '/api/cart/del', { sku_ids: [first200[199]] });
    expect((await add(kim, ctx.bulk.skuIds[200]!, 1)).body.code).toBe(1);
    expect(await storedOf(kim.user.id)).toHaveLength(200);
  });

  it('holds when many adds race for the last free line', async () => {
    const uma = await buildUser(ctx.database);
    await call(uma, '/api/cart/merge', {
      items: ctx.bulk.skuIds.slice(0, 199).map((sku_id) => ({ sku_id, num: 1 })),
    });
    const results = await Promise.all(ctx.bulk.skuIds.slice(199, 259).map((skuId) => add(uma, skuId, 1)));
    expect(results.filter((result) => result.body.code === 1)).toHaveLength(1);
    expect(await storedOf(uma.user.id)).toHaveLength(200);
  });

  it('keeps the lines added first when a merge goes past it', async () => {
    const lena = await buildUser(ctx.database);
    const early = ctx.bulk.skuIds.slice(0, 150);
    await call(lena, '/api/cart/merge', { items: early.map((sku_id) => ({ sku_id, num: 2 })) });
    // 50 lines already there (one with a larger quantity), then 100 new ones of which 50 fit
    const incoming = ctx.bulk.skuIds
      .slice(100, 250)
      .map((sku_id) => ({ sku_id, num: sku_id === early[149] ? 9 : 1 }));
    const { body } = await call(lena, '/api/cart/merge', { items: incoming });
    expect(body.code).toBe(1);
    const expected = [
      ...early.map((skuId) => [skuId, skuId === early[149] ? 9 : 2]),
      ...ctx.bulk.skuIds.slice(150, 200).map((skuId) => [skuId, 1]),
    ];
    expect(body.data.list.map((line: { sku_id: number; num: number }) => [line.sku_id, line.num])).toEqual(
      expected,
    );
    expect(await storedOf(lena.user.id)).toEqual(expected);
  });

  it('keeps the cart’s own lines when it is full and a merge brings only new ones', async () => {
    const mona = await buildUser(ctx.database);
    await call(mona, '/api/cart/merge', {
      items: ctx.bulk.skuIds.slice(0, 199).map((sku_id) => ({ sku_id, num: 1 })),
    });
    await add(mona, ctx.bulk.skuIds[259]!, 1);
    const before = await storedOf(mona.user.id);
    const { body } = await call(mona, '/api/cart/merge', {
      items: ctx.bulk.skuIds.slice(200, 210).map((sku_id) => ({ sku_id, num: 3 })),
    });
    expect(body.data.list).toHaveLength(200);
    expect(await storedOf(mona.user.id)).toEqual(before);
  });
});
