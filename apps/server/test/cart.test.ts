import { cartChangeResponse, cartResponse, MAX_CART_LINES } from '@market/contract';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, productSkus, stores } from '../src/db/schema.ts';
import { buildSkus } from './cart-builders.ts';
import { MISSING_SKU, useCartTests } from './cart-support.ts';
import { buildUser, post } from './helper.ts';

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
  it('adds a line, then adds to it, answering the line and the cart’s totals, not the whole cart', async () => {
    await add(ctx.alice, ctx.mug.skuIds[0]!, 1);
    const { body } = await add(ctx.alice, ctx.tote.skuIds[0]!, 2);
    expect(body).toEqual({
      code: 1,
      msg: 'Success',
      data: { count: 3, line_count: 2, items: [{ sku_id: ctx.tote.skuIds[0], num: 2, price: '12.5' }] },
    });
    const again = await add(ctx.alice, ctx.tote.skuIds[0]!, 3);
    expect(again.body).toEqual({
      code: 1,
      msg: 'Success',
      data: { count: 6, line_count: 2, items: [{ sku_id: ctx.tote.skuIds[0], num: 5, price: '12.5' }] },
    });
    expect(cartChangeResponse.parse(again.body.data)).toBeTruthy();
    expect(await storedOf(ctx.alice.user.id)).toEqual([
      [ctx.mug.skuIds[0], 1],
      [ctx.tote.skuIds[0], 5],
    ]);
    await call(ctx.alice, '/api/cart/del', {});
  });

  it('caps a line at 99999 units', async () => {
    const gina = await buildUser(ctx.database);
    await add(gina, ctx.tote.skuIds[0]!, 99_990);
    const { body } = await add(gina, ctx.tote.skuIds[0]!, 50);
    expect(body.data).toEqual({
      count: 99_999,
      line_count: 1,
      items: [{ sku_id: ctx.tote.skuIds[0], num: 99_999, price: '12.5' }],
    });
    await add(gina, ctx.tote.skuIds[0]!, 99_999);
    expect(await storedOf(gina.user.id)).toEqual([[ctx.tote.skuIds[0], 99_999]]);
  });
});

describe('POST /api/cart/set', () => {
  it('replaces the quantity of a line, up or down, and inserts a missing one', async () => {
    const hank = await buildUser(ctx.database);
    await add(hank, ctx.tote.skuIds[2]!, 10);
    const down = await call(hank, '/api/cart/set', { sku_id: ctx.tote.skuIds[2], num: 3 });
    expect(down.body).toEqual({
      code: 1,
      msg: 'Success',
      data: { count: 3, line_count: 1, items: [{ sku_id: ctx.tote.skuIds[2], num: 3, price: '12.5' }] },
    });
    const up = await call(hank, '/api/cart/set', { sku_id: ctx.tote.skuIds[2], num: 99_999 });
    expect(up.body.data.items).toEqual([{ sku_id: ctx.tote.skuIds[2], num: 99_999, price: '12.5' }]);
    const fresh = await call(hank, '/api/cart/set', { sku_id: ctx.mug.skuIds[0], num: 4 });
    expect(fresh.body.data).toEqual({
      count: 100_003,
      line_count: 2,
      items: [{ sku_id: ctx.mug.skuIds[0], num: 4, price: '3' }],
    });
    expect(await storedOf(hank.user.id)).toEqual([
      [ctx.tote.skuIds[2], 99_999],
      [ctx.mug.skuIds[0], 4],
    ]);
  });
});

describe('a change answers every line of its product', () => {
  it('with the unit prices the change moved (a product’s sizes count together towards a tier)', async () => {
    const ola = await buildUser(ctx.database);
    const shirt = await buildSkus(ctx.database, { count: 3, storeName: 'Tier Store', price: '5' });
    await ctx.database.db
      .update(products)
      .set({ priceTiers: [{ min_qty: 10, price: '4.5' }] })
      .where(eq(products.id, shirt.product.id));
    const [s1, s2, s3] = shirt.skuIds as [number, number, number];
    await add(ola, ctx.mug.skuIds[0]!, 2);
    expect((await add(ola, s1, 6)).body.data).toEqual({
      count: 8,
      line_count: 2,
      items: [{ sku_id: s1, num: 6, price: '5' }],
    });
    // 6 + 4 = 10 shirts: the first line's price moves to the 10+ tier too; the mug is not sent
    expect((await add(ola, s2, 4)).body.data).toEqual({
      count: 12,
      line_count: 3,
      items: [
        { sku_id: s1, num: 6, price: '4.5' },
        { sku_id: s2, num: 4, price: '4.5' },
      ],
    });
    expect((await call(ola, '/api/cart/set', { sku_id: s2, num: 2 })).body.data).toEqual({
      count: 10,
      line_count: 3,
      items: [
        { sku_id: s1, num: 6, price: '5' },
        { sku_id: s2, num: 2, price: '5' },
      ],
    });
    await add(ola, s3, 2);
    // removing a size answers the product's lines left, at the tier of what is left
    const removed = await call(ola, '/api/cart/del', { sku_ids: [s1] });
    expect(removed.body).toEqual({
      code: 1,
      msg: 'Success',
      data: {
        count: 6,
        line_count: 3,
        items: [
          { sku_id: s2, num: 2, price: '5' },
          { sku_id: s3, num: 2, price: '5' },
        ],
      },
    });
    // the whole cart, read on opening /cart, says the same
    const list = (await call(ola, '/api/cart/index')).body.data.list as { sku_id: number; price: string }[];
    expect(list.map((line) => [line.sku_id, line.price])).toEqual([
      [ctx.mug.skuIds[0], '3'],
      [s2, '5'],
      [s3, '5'],
    ]);
  });

  it('refuses a product taken off sale, even one already in the cart, naming sku_id, and changes nothing', async () => {
    const quinn = await buildUser(ctx.database);
    const kept = await buildSkus(ctx.database, { storeName: 'Closing Store', price: '3' });
    const fresh = await buildSkus(ctx.database, { storeName: 'Closing Store', price: '3' });
    await add(quinn, kept.skuIds[0]!, 2);
    await ctx.database.db
      .update(products)
      .set({ isOnSale: false })
      .where(inArray(products.id, [kept.product.id, fresh.product.id]));
    const refusals = [
      [kept, '/api/cart/add'],
      [kept, '/api/cart/set'],
      [fresh, '/api/cart/add'],
      [fresh, '/api/cart/set'],
    ] as const;
    for (const [item, url] of refusals) {
      const { body } = await call(quinn, url, { sku_id: item.skuIds[0], num: 1 });
      expect(body, url).toEqual({
        code: 0,
        msg: `${item.product.title} is no longer on sale`,
        data: { field: 'sku_id' },
      });
    }
    const german = await post(
      ctx.app,
      '/api/cart/add',
      { sku_id: fresh.skuIds[0], num: 1 },
      { token: quinn.token, lang: 'de' },
    );
    expect(german.body.msg).toBe(`${fresh.product.title} ist nicht mehr erhältlich`);
    expect(await storedOf(quinn.user.id)).toEqual([[kept.skuIds[0], 2]]);
    // it can still be removed, and taken again once back on sale
    const removed = await call(quinn, '/api/cart/del', { sku_ids: [kept.skuIds[0]] });
    expect(removed.body.data).toEqual({ count: 0, line_count: 0, items: [] });
    await ctx.database.db.update(products).set({ isOnSale: true }).where(eq(products.id, fresh.product.id));
    expect((await call(quinn, '/api/cart/add', { sku_id: fresh.skuIds[0], num: 1 })).body.code).toBe(1);
  });

  it('refuses a line of a store closed for holiday, even one already in the cart, and changes nothing', async () => {
    const pat = await buildUser(ctx.database);
    const item = await buildSkus(ctx.database, { storeName: 'Away Store', price: '2' });
    await add(pat, item.skuIds[0]!, 3);
    await ctx.database.db.update(stores).set({ isHoliday: true }).where(eq(stores.id, item.store.id));
    for (const url of ['/api/cart/add', '/api/cart/set']) {
      const { body } = await call(pat, url, { sku_id: item.skuIds[0], num: 1 });
      expect(body).toEqual({
        code: 0,
        msg: 'Away Store is closed for holiday and is not taking orders now',
        data: null,
      });
    }
    expect(await storedOf(pat.user.id)).toEqual([[item.skuIds[0], 3]]);
    // it can still be removed
    const removed = await call(pat, '/api/cart/del', { sku_ids: [item.skuIds[0]] });
    expect(removed.body.data).toEqual({ count: 0, line_count: 0, items: [] });
  });
});

describe('cart changes of a visitor', () => {
  it.each([
    ['/api/cart/add', { sku_id: 1, num: 1 }],
    ['/api/cart/set', { sku_id: 1, num: 1 }],
    ['/api/cart/del', { sku_ids: [1] }],
  ])('%s answers 401', async (url, body) => {
    const { status, body: answer } = await post(ctx.app, url, body);
    expect(status).toBe(401);
    expect(answer).toMatchObject({ code: 401, data: null });
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
  it('removes the given lines, ignoring SKUs that are not in the cart, answering the rest of their products', async () => {
    const nina = await buildUser(ctx.database);
    await add(nina, ctx.tote.skuIds[0]!, 1);
    await add(nina, ctx.tote.skuIds[1]!, 2);
    await add(nina, ctx.mug.skuIds[0]!, 3);
    const { body } = await call(nina, '/api/cart/del', {
      sku_ids: [ctx.tote.skuIds[0], ctx.mug.skuIds[0], MISSING_SKU],
    });
    expect(body).toEqual({
      code: 1,
      msg: 'Success',
      data: { count: 2, line_count: 1, items: [{ sku_id: ctx.tote.skuIds[1], num: 2, price: '12.5' }] },
    });
    expect(await storedOf(nina.user.id)).toEqual([[ctx.tote.skuIds[1], 2]]);
  });

  it('removes nothing for an empty list, and clears the cart without sku_ids', async () => {
    const omar = await buildUser(ctx.database);
    await add(omar, ctx.tote.skuIds[0]!, 1);
    await add(omar, ctx.mug.skuIds[0]!, 3);
    const none = await call(omar, '/api/cart/del', { sku_ids: [] });
    expect(none.body.data).toEqual({ count: 4, line_count: 2, items: [] });
    const cleared = await call(omar, '/api/cart/del', {});
    expect(cleared.body).toEqual({ code: 1, msg: 'Success', data: { count: 0, line_count: 0, items: [] } });
    expect(await storedOf(omar.user.id)).toEqual([]);
  });

  it('leaves another buyer’s line alone: removing its SKU touches only the caller’s cart', async () => {
    const quin = await buildUser(ctx.database);
    const rosa = await buildUser(ctx.database);
    await add(quin, ctx.tote.skuIds[0]!, 4);
    const { body } = await call(rosa, '/api/cart/del', { sku_ids: [ctx.tote.skuIds[0]] });
    expect(body).toEqual({ code: 1, msg: 'Success', data: { count: 0, line_count: 0, items: [] } });
    expect(await storedOf(quin.user.id)).toEqual([[ctx.tote.skuIds[0], 4]]);
  });

  it('refuses bad ids, too many ids and unknown keys, and changes nothing', async () => {
    const pia = await buildUser(ctx.database);
    await add(pia, ctx.tote.skuIds[0]!, 1);
    const bad = await call(pia, '/api/cart/del', { sku_ids: ['abc'] });
    expect(bad.body).toMatchObject({ code: 0, msg: 'Invalid id' });
    const notList = await call(pia, '/api/cart/del', { sku_ids: 5 });
    expect(notList.body).toMatchObject({ code: 0, data: { field: 'sku_ids' } });
    const tooMany = await call(pia, '/api/cart/del', {
      sku_ids: Array.from({ length: MAX_CART_LINES + 1 }, (_, i) => i + 1),
    });
    expect(tooMany.body).toEqual({
      code: 0,
      msg: `Product options must be at most ${MAX_CART_LINES}`,
      data: { field: 'sku_ids' },
    });
    const extra = await call(pia, '/api/cart/del', { all: true });
    expect(extra.body).toEqual({ code: 0, msg: 'Unknown field: all', data: { field: 'all' } });
    expect(await storedOf(pia.user.id)).toEqual([[ctx.tote.skuIds[0], 1]]);
  });
});
