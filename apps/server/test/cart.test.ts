import { cartResponse } from '@market/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, productSkus } from '../src/db/schema.ts';
import { buildSkus } from './cart-builders.ts';
import { MISSING_SKU, useCartTests } from './cart-support.ts';
import { buildUser } from './helper.ts';

const { ctx, call, add, toteLine, mugLine, storedOf } = useCartTests();

describe('POST /api/cart/index', () => {
  it('answers an empty cart, and refuses unknown keys', async () => {
    const carol = await buildUser(ctx.database);
    expect((await call(carol, '/api/cart/index')).body).toEqual({
      code: 1,
      msg: 'Success',
      data: { list: [] },
    });
    const extra = await call(carol, '/api/cart/index', { owner_id: 1 });
    expect(extra.body).toEqual({ code: 0, msg: 'Unknown field: owner_id', data: { field: 'owner_id' } });
  });

  it('lists the lines in the order they were added, each with its store, price and stock', async () => {
    const carol = await buildUser(ctx.database);
    await add(carol, ctx.tote.skuIds[1]!, 2);
    await add(carol, ctx.mug.skuIds[0]!, 5);
    await add(carol, ctx.tote.skuIds[0]!, 1);
    const { body } = await call(carol, '/api/cart/index');
    expect(body).toEqual({
      code: 1,
      msg: 'Success',
      data: { list: [toteLine(1, 2), mugLine(5), toteLine(0, 1)] },
    });
    expect(cartResponse.parse(body.data)).toBeTruthy();
  });

  it('shows the SKU as it is now, and a product taken off sale as unavailable', async () => {
    const dave = await buildUser(ctx.database);
    const item = await buildSkus(ctx.database, { storeName: 'Fickle Store', price: '5', stock: 9 });
    await add(dave, item.skuIds[0]!, 3);
    await ctx.database.db
      .update(productSkus)
      .set({ price: '4.25', stock: 2 })
      .where(eq(productSkus.id, item.skuIds[0]!));
    await ctx.database.db.update(products).set({ isOnSale: false }).where(eq(products.id, item.product.id));
    const { body } = await call(dave, '/api/cart/index');
    expect(body.data.list).toEqual([
      expect.objectContaining({
        sku_id: item.skuIds[0],
        shop_id: item.store.id,
        shop_name: 'Fickle Store',
        price: '4.25',
        stock: 2,
        num: 3,
        is_available: false,
      }),
    ]);
    await ctx.database.db.update(products).set({ isOnSale: true }).where(eq(products.id, item.product.id));
    expect((await call(dave, '/api/cart/index')).body.data.list[0].is_available).toBe(true);
  });

  it('keeps one user’s cart invisible to another', async () => {
    const erin = await buildUser(ctx.database);
    const frank = await buildUser(ctx.database);
    await add(erin, ctx.tote.skuIds[0]!, 4);
    expect((await call(frank, '/api/cart/index')).body.data).toEqual({ list: [] });
    // frank's calls on the same SKU touch only his own line
    await add(frank, ctx.tote.skuIds[0]!, 1);
    await call(frank, '/api/cart/set', { sku_id: ctx.tote.skuIds[0], num: 9 });
    await call(frank, '/api/cart/del', { sku_ids: [ctx.tote.skuIds[0]] });
    await call(frank, '/api/cart/del', {});
    await call(frank, '/api/cart/merge', { items: [{ sku_id: ctx.tote.skuIds[0], num: 50 }] });
    expect((await call(erin, '/api/cart/index')).body.data).toEqual({ list: [toteLine(0, 4)] });
    expect(await storedOf(erin.user.id)).toEqual([[ctx.tote.skuIds[0], 4]]);
  });
});

describe('POST /api/cart/add', () => {
  it('adds a line, then adds to it, answering the whole cart', async () => {
    const { body } = await add(ctx.alice, ctx.tote.skuIds[0]!, 2);
    expect(body).toEqual({ code: 1, msg: 'Success', data: { list: [toteLine(0, 2)] } });
    const again = await add(ctx.alice, ctx.tote.skuIds[0]!, 3);
    expect(again.body).toEqual({ code: 1, msg: 'Success', data: { list: [toteLine(0, 5)] } });
    expect(await storedOf(ctx.alice.user.id)).toEqual([[ctx.tote.skuIds[0], 5]]);
    await call(ctx.alice, '/api/cart/del', {});
  });

  it('caps a line at 99999 units', async () => {
    const gina = await buildUser(ctx.database);
    await add(gina, ctx.tote.skuIds[0]!, 99_990);
    const { body } = await add(gina, ctx.tote.skuIds[0]!, 50);
    expect(body.data.list).toEqual([toteLine(0, 99_999)]);
    await add(gina, ctx.tote.skuIds[0]!, 99_999);
    expect(await storedOf(gina.user.id)).toEqual([[ctx.tote.skuIds[0], 99_999]]);
  });
});

describe('POST /api/cart/set', () => {
  it('replaces the quantity of a line, up or down', async () => {
    const hank = await buildUser(ctx.database);
    await add(hank, ctx.tote.skuIds[2]!, 10);
    const down = await call(hank, '/api/cart/set', { sku_id: ctx.tote.skuIds[2], num: 3 });
    expect(down.body).toEqual({ code: 1, msg: 'Success', data: { list: [toteLine(2, 3)] } });
    const up = await call(hank, '/api/cart/set', { sku_id: ctx.tote.skuIds[2], num: 99_999 });
    expect(up.body.data.list).toEqual([toteLine(2, 99_999)]);
    expect(await storedOf(hank.user.id)).toEqual([[ctx.tote.skuIds[2], 99_999]]);
  });
});

describe.each(['/api/cart/add', '/api/cart/set'])('%s input', (url) => {
  it.each([
    ['0', 0],
    ['-1', -1],
    ['1.5', 1.5],
    ['100000', 100_000],
    ['letters', 'abc'],
    ['null', null],
    ['nothing', undefined],
  ])('refuses a quantity of %s, naming it, and changes nothing', async (_, num) => {
    const ivy = await buildUser(ctx.database);
    await add(ivy, ctx.tote.skuIds[0]!, 2);
    const { status, body } = await call(ivy, url, { sku_id: ctx.tote.skuIds[0], num });
    expect(status).toBe(200);
    expect(body).toEqual({
      code: 0,
      msg: 'The quantity must be a whole number from 1 to 99999',
      data: { field: 'num' },
    });
    expect(await storedOf(ivy.user.id)).toEqual([[ctx.tote.skuIds[0], 2]]);
  });

  it('refuses a bad or missing sku_id and unknown keys, naming them', async () => {
    for (const sku_id of ['abc', undefined]) {
      const { body } = await call(ctx.alice, url, { sku_id, num: 1 });
      expect(body).toEqual({ code: 0, msg: 'Invalid id', data: { field: 'sku_id' } });
    }
    const extra = await call(ctx.alice, url, { sku_id: ctx.tote.skuIds[0], num: 1, price: '0.01' });
    expect(extra.body).toEqual({ code: 0, msg: 'Unknown field: price', data: { field: 'price' } });
    expect(await storedOf(ctx.alice.user.id)).toEqual([]);
  });

  it('answers 404 for a SKU that does not exist, and changes nothing', async () => {
    const jack = await buildUser(ctx.database);
    await add(jack, ctx.mug.skuIds[0]!, 1);
    const { status, body } = await call(jack, url, { sku_id: MISSING_SKU, num: 1 });
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, msg: 'This product option does not exist', data: null });
    expect(await storedOf(jack.user.id)).toEqual([[ctx.mug.skuIds[0], 1]]);
  });
});

describe('POST /api/cart/del', () => {
  it('removes the given lines, ignoring SKUs that are not in the cart', async () => {
    const nina = await buildUser(ctx.database);
    await add(nina, ctx.tote.skuIds[0]!, 1);
    await add(nina, ctx.tote.skuIds[1]!, 2);
    await add(nina, ctx.mug.skuIds[0]!, 3);
    const { body } = await call(nina, '/api/cart/del', {
      sku_ids: [ctx.tote.skuIds[0], ctx.mug.skuIds[0], MISSING_SKU],
    });
    expect(body).toEqual({ code: 1, msg: 'Success', data: { list: [toteLine(1, 2)] } });
    expect(await storedOf(nina.user.id)).toEqual([[ctx.tote.skuIds[1], 2]]);
  });

  it('removes nothing for an empty list, and clears the cart without sku_ids', async () => {
    const omar = await buildUser(ctx.database);
    await add(omar, ctx.tote.skuIds[0]!, 1);
    await add(omar, ctx.mug.skuIds[0]!, 3);
    const none = await call(omar, '/api/cart/del', { sku_ids: [] });
    expect(none.body.data.list).toEqual([toteLine(0, 1), mugLine(3)]);
    const cleared = await call(omar, '/api/cart/del', {});
    expect(cleared.body).toEqual({ code: 1, msg: 'Success', data: { list: [] } });
    expect(await storedOf(omar.user.id)).toEqual([]);
  });

  it('refuses bad ids, too many ids and unknown keys, and changes nothing', async () => {
    const pia = await buildUser(ctx.database);
    await add(pia, ctx.tote.skuIds[0]!, 1);
    const bad = await call(pia, '/api/cart/del', { sku_ids: ['abc'] });
    expect(bad.body).toMatchObject({ code: 0, msg: 'Invalid id' });
    const notList = await call(pia, '/api/cart/del', { sku_ids: 5 });
    expect(notList.body).toMatchObject({ code: 0, data: { field: 'sku_ids' } });
    const tooMany = await call(pia, '/api/cart/del', { sku_ids: ctx.bulk.skuIds.slice(0, 201) });
    expect(tooMany.body).toEqual({
      code: 0,
      msg: 'Product options must be at most 200',
      data: { field: 'sku_ids' },
    });
    const extra = await call(pia, '/api/cart/del', { all: true });
    expect(extra.body).toEqual({ code: 0, msg: 'Unknown field: all', data: { field: 'all' } });
    expect(await storedOf(pia.user.id)).toEqual([[ctx.tote.skuIds[0], 1]]);
  });
});
