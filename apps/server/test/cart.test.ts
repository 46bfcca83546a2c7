import { cartResponse } from '@market/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, products, productSkus } from '../src/db/schema.ts';
import { buildSkus } from './cart-builders.ts';
import { buildTestApp, buildUser, post, type TestContext, type TestUser } from './helper.ts';

let ctx: TestContext;
let alice: TestUser;
/** Harbor Supply's Canvas Tote in three sizes. */
let tote: Awaited<ReturnType<typeof buildSkus>>;
/** A second store's single SKU. */
let mug: Awaited<ReturnType<typeof buildSkus>>;
/** Enough SKUs to fill a cart past its line limit. */
let bulk: Awaited<ReturnType<typeof buildSkus>>;
const MISSING_SKU = 99_999_999;

beforeAll(async () => {
  ctx = await buildTestApp();
  alice = await buildUser(ctx.database);
  tote = await buildSkus(ctx.database, {
    count: 3,
    storeName: 'Harbor Supply',
    title: 'Canvas Tote',
    price: '12.50',
    stock: 40,
  });
  mug = await buildSkus(ctx.database, {
    storeName: 'Clay & Co',
    title: 'Stoneware Mug',
    price: '3',
    stock: 7,
  });
  bulk = await buildSkus(ctx.database, { count: 260, storeName: 'Bulk Goods', price: '1' });
});
afterAll(() => ctx.close());

const image = `/uploads/${'a'.repeat(64)}.webp`;
/** The line the API should answer for tote SKU `i` (0-based) with `num` units. */
const toteLine = (i: number, num: number, extra: object = {}) => ({
  sku_id: tote.skuIds[i],
  product_id: tote.product.id,
  shop_id: tote.store.id,
  shop_name: 'Harbor Supply',
  title: 'Canvas Tote',
  image,
  size: `S${i + 1}`,
  color: 'Black',
  price: '12.5',
  stock: 40,
  num,
  is_available: true,
  ...extra,
});
const mugLine = (num: number) => ({
  sku_id: mug.skuIds[0],
  product_id: mug.product.id,
  shop_id: mug.store.id,
  shop_name: 'Clay & Co',
  title: 'Stoneware Mug',
  image,
  size: 'S1',
  color: 'Black',
  price: '3',
  stock: 7,
  num,
  is_available: true,
});

const call = (user: TestUser, url: string, body: object = {}) =>
  post(ctx.app, url, body, { token: user.token });
const add = (user: TestUser, skuId: number, num: number) =>
  call(user, '/api/cart/add', { sku_id: skuId, num });
/** The cart's lines as [sku_id, num], straight from the table, oldest first. */
const storedOf = async (userId: number) =>
  (
    await ctx.database.db
      .select({ skuId: cartItems.skuId, num: cartItems.num })
      .from(cartItems)
      .where(eq(cartItems.userId, userId))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.skuId))
  ).map((row) => [row.skuId, row.num]);
const clear = (user: TestUser) => call(user, '/api/cart/del', {});

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
    await add(carol, tote.skuIds[1]!, 2);
    await add(carol, mug.skuIds[0]!, 5);
    await add(carol, tote.skuIds[0]!, 1);
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
    await add(erin, tote.skuIds[0]!, 4);
    expect((await call(frank, '/api/cart/index')).body.data).toEqual({ list: [] });
    // frank's calls on the same SKU touch only his own line
    await add(frank, tote.skuIds[0]!, 1);
    await call(frank, '/api/cart/set', { sku_id: tote.skuIds[0], num: 9 });
    await call(frank, '/api/cart/del', { sku_ids: [tote.skuIds[0]] });
    await call(frank, '/api/cart/del', {});
    await call(frank, '/api/cart/merge', { items: [{ sku_id: tote.skuIds[0], num: 50 }] });
    expect((await call(erin, '/api/cart/index')).body.data).toEqual({ list: [toteLine(0, 4)] });
    expect(await storedOf(erin.user.id)).toEqual([[tote.skuIds[0], 4]]);
  });
});

describe('POST /api/cart/add', () => {
  it('adds a line, then adds to it, answering the whole cart', async () => {
    const { body } = await add(alice, tote.skuIds[0]!, 2);
    expect(body).toEqual({ code: 1, msg: 'Success', data: { list: [toteLine(0, 2)] } });
    const again = await add(alice, tote.skuIds[0]!, 3);
    expect(again.body).toEqual({ code: 1, msg: 'Success', data: { list: [toteLine(0, 5)] } });
    expect(await storedOf(alice.user.id)).toEqual([[tote.skuIds[0], 5]]);
    await clear(alice);
  });

  it('caps a line at 99999 units', async () => {
    const gina = await buildUser(ctx.database);
    await add(gina, tote.skuIds[0]!, 99_990);
    const { body } = await add(gina, tote.skuIds[0]!, 50);
    expect(body.data.list).toEqual([toteLine(0, 99_999)]);
    await add(gina, tote.skuIds[0]!, 99_999);
    expect(await storedOf(gina.user.id)).toEqual([[tote.skuIds[0], 99_999]]);
  });
});

describe('POST /api/cart/set', () => {
  it('replaces the quantity of a line, up or down', async () => {
    const hank = await buildUser(ctx.database);
    await add(hank, tote.skuIds[2]!, 10);
    const down = await call(hank, '/api/cart/set', { sku_id: tote.skuIds[2], num: 3 });
    expect(down.body).toEqual({ code: 1, msg: 'Success', data: { list: [toteLine(2, 3)] } });
    const up = await call(hank, '/api/cart/set', { sku_id: tote.skuIds[2], num: 99_999 });
    expect(up.body.data.list).toEqual([toteLine(2, 99_999)]);
    expect(await storedOf(hank.user.id)).toEqual([[tote.skuIds[2], 99_999]]);
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
    await add(ivy, tote.skuIds[0]!, 2);
    const { status, body } = await call(ivy, url, { sku_id: tote.skuIds[0], num });
    expect(status).toBe(200);
    expect(body).toEqual({
      code: 0,
      msg: 'The quantity must be a whole number from 1 to 99999',
      data: { field: 'num' },
    });
    expect(await storedOf(ivy.user.id)).toEqual([[tote.skuIds[0], 2]]);
  });

  it('refuses a bad or missing sku_id and unknown keys, naming them', async () => {
    for (const sku_id of ['abc', undefined]) {
      const { body } = await call(alice, url, { sku_id, num: 1 });
      expect(body).toEqual({ code: 0, msg: 'Invalid id', data: { field: 'sku_id' } });
    }
    const extra = await call(alice, url, { sku_id: tote.skuIds[0], num: 1, price: '0.01' });
    expect(extra.body).toEqual({ code: 0, msg: 'Unknown field: price', data: { field: 'price' } });
    expect(await storedOf(alice.user.id)).toEqual([]);
  });

  it('answers 404 for a SKU that does not exist, and changes nothing', async () => {
    const jack = await buildUser(ctx.database);
    await add(jack, mug.skuIds[0]!, 1);
    const { status, body } = await call(jack, url, { sku_id: MISSING_SKU, num: 1 });
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, msg: 'This product option does not exist', data: null });
    expect(await storedOf(jack.user.id)).toEqual([[mug.skuIds[0], 1]]);
  });
});

describe('the 200-line limit', () => {
  it('refuses a 201st line on add and set, but still changes the lines there are', async () => {
    const kim = await buildUser(ctx.database);
    const first200 = bulk.skuIds.slice(0, 200);
    const filled = await call(kim, '/api/cart/merge', {
      items: first200.map((sku_id) => ({ sku_id, num: 1 })),
    });
    expect(filled.body.data.list).toHaveLength(200);

    for (const url of ['/api/cart/add', '/api/cart/set']) {
      const { status, body } = await call(kim, url, { sku_id: bulk.skuIds[200], num: 1 });
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
    expect((await add(kim, bulk.skuIds[200]!, 1)).body.code).toBe(1);
    expect(await storedOf(kim.user.id)).toHaveLength(200);
  });

  it('holds when many adds race for the last free line', async () => {
    const uma = await buildUser(ctx.database);
    await call(uma, '/api/cart/merge', {
      items: bulk.skuIds.slice(0, 199).map((sku_id) => ({ sku_id, num: 1 })),
    });
    const results = await Promise.all(bulk.skuIds.slice(199, 259).map((skuId) => add(uma, skuId, 1)));
    expect(results.filter((result) => result.body.code === 1)).toHaveLength(1);
    expect(await storedOf(uma.user.id)).toHaveLength(200);
  });

  it('keeps the lines added first when a merge goes past it', async () => {
    const lena = await buildUser(ctx.database);
    const early = bulk.skuIds.slice(0, 150);
    await call(lena, '/api/cart/merge', { items: early.map((sku_id) => ({ sku_id, num: 2 })) });
    // 50 lines already there (one with a larger quantity), then 100 new ones of which 50 fit
    const incoming = bulk.skuIds
      .slice(100, 250)
      .map((sku_id) => ({ sku_id, num: sku_id === early[149] ? 9 : 1 }));
    const { body } = await call(lena, '/api/cart/merge', { items: incoming });
    expect(body.code).toBe(1);
    const expected = [
      ...early.map((skuId) => [skuId, skuId === early[149] ? 9 : 2]),
      ...bulk.skuIds.slice(150, 200).map((skuId) => [skuId, 1]),
    ];
    expect(body.data.list.map((line: { sku_id: number; num: number }) => [line.sku_id, line.num])).toEqual(
      expected,
    );
    expect(await storedOf(lena.user.id)).toEqual(expected);
  });

  it('keeps the cart’s own lines when it is full and a merge brings only new ones', async () => {
    const mona = await buildUser(ctx.database);
    await call(mona, '/api/cart/merge', {
      items: bulk.skuIds.slice(0, 199).map((sku_id) => ({ sku_id, num: 1 })),
    });
    await add(mona, bulk.skuIds[259]!, 1);
    const before = await storedOf(mona.user.id);
    const { body } = await call(mona, '/api/cart/merge', {
      items: bulk.skuIds.slice(200, 210).map((sku_id) => ({ sku_id, num: 3 })),
    });
    expect(body.data.list).toHaveLength(200);
    expect(await storedOf(mona.user.id)).toEqual(before);
  });
});

describe('POST /api/cart/del', () => {
  it('removes the given lines, ignoring SKUs that are not in the cart', async () => {
    const nina = await buildUser(ctx.database);
    await add(nina, tote.skuIds[0]!, 1);
    await add(nina, tote.skuIds[1]!, 2);
    await add(nina, mug.skuIds[0]!, 3);
    const { body } = await call(nina, '/api/cart/del', {
      sku_ids: [tote.skuIds[0], mug.skuIds[0], MISSING_SKU],
    });
    expect(body).toEqual({ code: 1, msg: 'Success', data: { list: [toteLine(1, 2)] } });
    expect(await storedOf(nina.user.id)).toEqual([[tote.skuIds[1], 2]]);
  });

  it('removes nothing for an empty list, and clears the cart without sku_ids', async () => {
    const omar = await buildUser(ctx.database);
    await add(omar, tote.skuIds[0]!, 1);
    await add(omar, mug.skuIds[0]!, 3);
    const none = await call(omar, '/api/cart/del', { sku_ids: [] });
    expect(none.body.data.list).toEqual([toteLine(0, 1), mugLine(3)]);
    const cleared = await call(omar, '/api/cart/del', {});
    expect(cleared.body).toEqual({ code: 1, msg: 'Success', data: { list: [] } });
    expect(await storedOf(omar.user.id)).toEqual([]);
  });

  it('refuses bad ids, too many ids and unknown keys, and changes nothing', async () => {
    const pia = await buildUser(ctx.database);
    await add(pia, tote.skuIds[0]!, 1);
    const bad = await call(pia, '/api/cart/del', { sku_ids: ['abc'] });
    expect(bad.body).toMatchObject({ code: 0, msg: 'Invalid id' });
    const notList = await call(pia, '/api/cart/del', { sku_ids: 5 });
    expect(notList.body).toMatchObject({ code: 0, data: { field: 'sku_ids' } });
    const tooMany = await call(pia, '/api/cart/del', { sku_ids: bulk.skuIds.slice(0, 201) });
    expect(tooMany.body).toEqual({
      code: 0,
      msg: 'Product options must be at most 200',
      data: { field: 'sku_ids' },
    });
    const extra = await call(pia, '/api/cart/del', { all: true });
    expect(extra.body).toEqual({ code: 0, msg: 'Unknown field: all', data: { field: 'all' } });
    expect(await storedOf(pia.user.id)).toEqual([[tote.skuIds[0], 1]]);
  });
});

describe('POST /api/cart/merge', () => {
  it('adds the device’s lines, a line on both keeping the larger quantity, and drops unknown SKUs', async () => {
    const quinn = await buildUser(ctx.database);
    await add(quinn, tote.skuIds[0]!, 5);
    await add(quinn, tote.skuIds[1]!, 2);
    const items = [
      { sku_id: tote.skuIds[0], num: 3 },
      { sku_id: tote.skuIds[1], num: 7 },
      { sku_id: MISSING_SKU, num: 1 },
      { sku_id: mug.skuIds[0], num: 4 },
    ];
    const { status, body } = await call(quinn, '/api/cart/merge', { items });
    expect(status).toBe(200);
    const merged = { code: 1, msg: 'Success', data: { list: [toteLine(0, 5), toteLine(1, 7), mugLine(4)] } };
    expect(body).toEqual(merged);

    // logging in again must not double anything
    const again = await call(quinn, '/api/cart/merge', { items });
    expect(again.body).toEqual(merged);
    expect(await storedOf(quinn.user.id)).toEqual([
      [tote.skuIds[0], 5],
      [tote.skuIds[1], 7],
      [mug.skuIds[0], 4],
    ]);
  });

  it('leaves the cart as it is for an empty device cart', async () => {
    const rosa = await buildUser(ctx.database);
    await add(rosa, mug.skuIds[0]!, 2);
    const { body } = await call(rosa, '/api/cart/merge', { items: [] });
    expect(body).toEqual({ code: 1, msg: 'Success', data: { list: [mugLine(2)] } });
  });

  it('keeps the larger quantity of a SKU the device sends twice', async () => {
    const sam = await buildUser(ctx.database);
    const { body } = await call(sam, '/api/cart/merge', {
      items: [
        { sku_id: mug.skuIds[0], num: 6 },
        { sku_id: mug.skuIds[0], num: 2 },
      ],
    });
    expect(body.data.list).toEqual([mugLine(6)]);
  });

  it('refuses a bad line, naming the field, and merges nothing', async () => {
    const tara = await buildUser(ctx.database);
    await add(tara, mug.skuIds[0]!, 1);
    const good = { sku_id: tote.skuIds[0], num: 1 };
    for (const num of [0, -1, 1.5, 100_000]) {
      const { body } = await call(tara, '/api/cart/merge', {
        items: [good, { sku_id: tote.skuIds[1], num }],
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
      items: bulk.skuIds.slice(0, 201).map((sku_id) => ({ sku_id, num: 1 })),
    });
    expect(tooMany.body).toEqual({ code: 0, msg: 'Products must be at most 200', data: { field: 'items' } });
    expect(await storedOf(tara.user.id)).toEqual([[mug.skuIds[0], 1]]);
  });
});
