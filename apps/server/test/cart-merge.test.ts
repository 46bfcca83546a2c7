import { describe, expect, it } from 'vitest';
import { MISSING_SKU, useCartTests } from './cart-support.ts';
import { buildUser } from './helper.ts';

const { ctx, call, add, toteLine, mugLine, storedOf } = useCartTests();

describe('POST /api/cart/merge', () => {
  it('adds the device’s lines, a line on both keeping the larger quantity, and drops unknown SKUs', async () => {
    const quinn = await buildUser(ctx.database);
    await add(quinn, ctx.tote.skuIds[0]!, 5);
    await add(quinn, ctx.tote.skuIds[1]!, 2);
    const items = [
      { sku_id: ctx.tote.skuIds[0], num: 3 },
      { sku_id: ctx.tote.skuIds[1], num: 7 },
      { sku_id: MISSING_SKU, num: 1 },
      { sku_id: ctx.mug.skuIds[0], num: 4 },
    ];
    const { status, body } = await call(quinn, '/api/cart/merge', { items });
    expect(status).toBe(200);
    const merged = { code: 1, msg: 'Success', data: { list: [toteLine(0, 5), toteLine(1, 7), mugLine(4)] } };
    expect(body).toEqual(merged);

    // logging in again must not double anything
    const again = await call(quinn, '/api/cart/merge', { items });
    expect(again.body).toEqual(merged);
    expect(await storedOf(quinn.user.id)).toEqual([
      [ctx.tote.skuIds[0], 5],
      [ctx.tote.skuIds[1], 7],
      [ctx.mug.skuIds[0], 4],
    ]);
  });

  it('leaves the cart as it is for an empty device cart', async () => {
    const rosa = await buildUser(ctx.database);
    await add(rosa, ctx.mug.skuIds[0]!, 2);
    const { body } = await call(rosa, '/api/cart/merge', { items: [] });
    expect(body).toEqual({ code: 1, msg: 'Success', data: { list: [mugLine(2)] } });
  });

  it('keeps the larger quantity of a SKU the device sends twice', async () => {
    const sam = await buildUser(ctx.database);
    const { body } = await call(sam, '/api/cart/merge', {
      items: [
        { sku_id: ctx.mug.skuIds[0], num: 6 },
        { sku_id: ctx.mug.skuIds[0], num: 2 },
      ],
    });
    expect(body.data.list).toEqual([mugLine(6)]);
  });

  it('refuses a bad line, naming the field, and merges nothing', async () => {
    const tara = await buildUser(ctx.database);
    await add(tara, ctx.mug.skuIds[0]!, 1);
    const good = { sku_id: ctx.tote.skuIds[0], num: 1 };
    for (const num of [0, -1, 1.5, 100_000]) {
      const { body } = await call(tara, '/api/cart/merge', {
        items: [good, { sku_id: ctx.tote.skuIds[1], num }],
      });
      expect(body).toEqual({
        code: 0,
        msg: 'The quantity must be a whole number from 1 to 99999',
        data: { field: 'num' },
      });
    }
    const badId = await call(tara, '/api/cart/merge', { items: [{ sku_id: 'x', num: 1 }] });
    expect(badId.body).toEqual({ code: 0, msg: 'Invalid id', data: { field: 'sku_id' } });
    const extraKey = await call(tara, '/api/cart/merge', { items: [{ ...good, price: '1' }] });
    expect(extraKey.body).toEqual({ code: 0, msg: 'Unknown field: price', data: { field: 'price' } });
    const noItems = await call(tara, '/api/cart/merge', {});
    expect(noItems.body).toEqual({ code: 0, msg: 'Products is required', data: { field: 'items' } });
    const tooMany = await call(tara, '/api/cart/merge', {
      items: ctx.bulk.skuIds.slice(0, 201).map((sku_id) => ({ sku_id, num: 1 })),
    });
    expect(tooMany.body).toEqual({ code: 0, msg: 'Products must be at most 200', data: { field: 'items' } });
    expect(await storedOf(tara.user.id)).toEqual([[ctx.mug.skuIds[0], 1]]);
  });
});
